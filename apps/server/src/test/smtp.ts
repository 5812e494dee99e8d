import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { linksIn } from '../mail/mailer';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Raw header lines by lower-case name ("list-unsubscribe: <…>"). */
  headers: Record<string, string>;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail to `to` not yet taken by an earlier call. */
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a loopback port (a free one by default) that keeps every mail, parsed. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          const to = [parsed.to ?? []]
            .flat()
            .flatMap((address) => address.value.map((entry) => entry.address ?? ''));
          for (const address of to) {
            mails.push({
              to: address.toLowerCase(),
              subject: parsed.subject ?? '',
              text,
              html: typeof parsed.html === 'string' ? parsed.html : '',
              links: linksIn(text),
              headers: Object.fromEntries(parsed.headerLines.map((h) => [h.key, h.line])),
            });
          }
          callback();
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.server.address() as AddressInfo;

  async function waitForMail(to: string, timeoutMs = 20_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = mails.find(
        (candidate) => candidate.to === to.toLowerCase() && !taken.has(candidate),
      );
      if (mail) {
        taken.add(mail);
        return mail;
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    mails,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
