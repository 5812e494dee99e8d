import type { Mailer } from '../mail/mailer';

/**
 * A mailer that knows which of its sends are still under way, so a test can wait until every
 * mail handed to it so far has been delivered (or failed) before checking that no other mail
 * came, instead of sleeping a fixed time on a busy machine.
 */
export function trackSends(mailer: Mailer): { mailer: Mailer; settled(): Promise<void> } {
  const pending = new Set<Promise<void>>();
  return {
    mailer: {
      send(message) {
        const sending = mailer.send(message);
        pending.add(sending);
        const done = () => pending.delete(sending);
        sending.then(done, done);
        return sending;
      },
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
