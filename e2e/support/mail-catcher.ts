// The server tests' real SMTP server, in its own process for the browser specs: the app under
// test sends its mails here (SMTP_URL), and specs read them over HTTP: GET /mails?to=<address>.
// Run: node --import tsx e2e/support/mail-catcher.ts <smtpPort> <httpPort>
import { createServer } from 'node:http';
import { startTestSmtpServer } from '../../apps/server/src/test/smtp';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) throw new Error('usage: mail-catcher.ts <smtpPort> <httpPort>');

const smtp = await startTestSmtpServer(smtpPort);

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const to = url.searchParams.get('to')?.toLowerCase();
  const found =
    url.pathname === '/mails' ? smtp.mails.filter((mail) => !to || mail.to === to) : undefined;
  response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
  response.end(JSON.stringify(found ?? { message: 'not_found' }));
}).listen(httpPort, '127.0.0.1');
