import { z } from 'zod';
import type { JobKind } from '../jobs/scheduler';
import { writeNotifications } from './notify';

/**
 * `POST /api/Notification/Test?delayed=true` as a scheduler job: it survives a restart, runs
 * on whichever instance is free, and once (decision 100).
 */
export const testNotificationJob: JobKind<{ userId: string }> = {
  kind: 'notification.test',
  payload: z.object({ userId: z.uuid() }),
  async run({ tx, db, afterCommit }, { userId }) {
    const { deliver } = await writeNotifications(tx, db, [userId], {
      type: 'TEST',
      variables: {},
      path: '/',
    });
    afterCommit(deliver);
  },
};

/** One delayed test per user waits at a time (decision 056). */
export const testNotificationKey = (userId: string) => `notification.test:${userId}`;
