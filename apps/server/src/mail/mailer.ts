import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe on the digest). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it mails go to the outbox folder. */
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  logger: { info(obj: object, msg: string): void };
}

/**
 * SMTP when `smtpUrl` is set; otherwise every mail becomes an .eml file in `outboxDir` and its
 * links are logged, so a first-time host can sign up without any mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

function outboxMailer({ from, outboxDir, logger }: MailerOptions): Mailer {
  // The stream transport renders the exact MIME message SMTP would carry, without sending it.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = (await transport.sendMail({ from, ...message })) as { message: Buffer };
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeName(message.to)}.eml`,
      );
      await writeFile(file, info.message);
      logger.info(
        { to: message.to, subject: message.subject, file, links: linksIn(message.text) },
        'mail written to the outbox',
      );
    },
  };
}

function safeName(address: string): string {
  return address.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 80);
}

export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
