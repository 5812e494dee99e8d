import { expect, type APIRequestContext } from '@playwright/test';
import type { ReceivedMail as CaughtMail } from '../../apps/server/src/test/smtp';

const mailApi = () => `http://127.0.0.1:${process.env.KOZOS_E2E_MAIL_HTTP_PORT}`;

/** Waits for a mail to `to` whose subject matches, newest first, from the test SMTP server. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${mailApi()}/mails`, { params: { to } });
        const mails = (await response.json()) as CaughtMail[];
        found = mails.reverse().find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      // A sign-up's mail went past 15 s on a busy 2-core CI machine (CI of 1739016).
      { timeout: 30_000, message: `a mail to ${to} with subject ${subject}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** The first link in a mail that contains `part`. */
export function linkIn(mail: CaughtMail, part: string): string {
  const link = mail.links.find((candidate) => candidate.includes(part));
  if (!link)
    throw new Error(`no link containing ${part} in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}
