// A real SMTP server for the browser specs, in its own process: the app under test sends its
// mails here (SMTP_URL), and specs read them over HTTP: GET /mails?to=<address>.
// Run: node --import tsx e2e/support/mail-catcher.ts <smtpPort> <httpPort>
import { simpleParser } from 'mailparser';
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  receivedAt: string;
}

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) throw new Error('usage: mail-catcher.ts <smtpPort> <httpPort>');

const mails: CaughtMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const text = parsed.text ?? '';
        const recipients = [parsed.to ?? []]
          .flat()
          .flatMap((to) => to.value.map((entry) => entry.address ?? ''));
        for (const to of recipients) {
          mails.push({
            to: to.toLowerCase(),
            subject: parsed.subject ?? '',
            text,
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
            receivedAt: new Date().toISOString(),
          });
        }
        callback();
      })
      .catch((error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error))),
      );
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const to = url.searchParams.get('to')?.toLowerCase();
  const found =
    url.pathname === '/mails' ? mails.filter((mail) => !to || mail.to === to) : undefined;
  response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
  response.end(JSON.stringify(found ?? { message: 'not_found' }));
}).listen(httpPort, '127.0.0.1');
