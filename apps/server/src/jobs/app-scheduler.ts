import type { FastifyInstance } from 'fastify';
import { createScheduler, type Scheduler, type SchedulerOptions } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's scheduler (tests run it on demand). */
    scheduler: Scheduler;
  }
}

/**
 * The app's scheduler (decision 100): `app.scheduler`, started once the app is ready and closed
 * with it. What it runs is `scheduledWork` of registries.ts.
 */
export function registerScheduler(app: FastifyInstance, options: SchedulerOptions): Scheduler {
  const scheduler = createScheduler(options);
  app.decorate('scheduler', scheduler);
  app.addHook('onReady', (done) => {
    scheduler.start();
    done();
  });
  app.addHook('onClose', () => scheduler.close());
  return scheduler;
}
