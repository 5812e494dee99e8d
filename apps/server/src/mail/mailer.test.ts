import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp';
import { localeFileTexts } from '../test/texts';
import type { Texts } from '../texts/text-store';
import { createMailer } from './mailer';
import { activationMail, passwordResetMail, verificationMail } from './templates';

const silent = { info: () => undefined };
let texts: Texts;
beforeAll(async () => {
  texts = await localeFileTexts();
});

describe('mailer over SMTP', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers a rendered mail with its links to a real SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Közös <no-reply@localhost>',
      outboxDir: '/nonexistent',
      logger: silent,
    });
    const mail = verificationMail(texts, {
      lang: 'hu',
      name: 'Éva',
      url: 'http://localhost:3000/api/auth/verify-email?token=abc',
    });
    await mailer.send({ to: 'Eva@Example.org', ...mail });

    const received = await smtp.waitForMail('eva@example.org');
    expect(received.subject).toBe('Erősítsd meg az e-mail-címedet');
    expect(received.text).toContain('Szia Éva!');
    expect(received.links).toEqual(['http://localhost:3000/api/auth/verify-email?token=abc']);
    expect(received.html).toContain('href="http://localhost:3000/api/auth/verify-email?token=abc"');
  });
});

describe('mailer without SMTP', () => {
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'kozos-outbox-')), 'outbox');
  });
  afterAll(() => rm(path.dirname(outboxDir), { recursive: true, force: true }));

  it('writes an .eml file to the outbox and logs its links', async () => {
    const logged: object[] = [];
    const mailer = createMailer({
      from: 'Közös <no-reply@localhost>',
      outboxDir,
      logger: { info: (obj) => logged.push(obj) },
    });
    const mail = passwordResetMail(texts, {
      lang: 'en',
      name: 'Ann',
      url: 'http://localhost:3000/resetpassword?token=t1',
    });
    await mailer.send({ to: 'ann@example.org', ...mail });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ann@example\.org\.eml$/);
    const eml = await readFile(path.join(outboxDir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('Subject: Reset your password');
    expect(eml).toContain('To: ann@example.org');
    expect(logged).toEqual([
      expect.objectContaining({
        to: 'ann@example.org',
        links: ['http://localhost:3000/resetpassword?token=t1'],
      }),
    ]);
  });
});

describe('mail templates', () => {
  it('speak Hungarian and English', () => {
    const en = activationMail(texts, {
      lang: 'en',
      inviterName: 'Kati',
      groupName: 'Kert utca',
      url: 'http://x/activate?k=1',
    });
    const hu = activationMail(texts, {
      lang: 'hu',
      inviterName: 'Kati',
      groupName: 'Kert utca',
      url: 'http://x/activate?k=1',
    });
    expect(en.subject).toBe('Kati invited you to Kert utca on Közös');
    expect(hu.subject).toBe('Kati meghívott a „Kert utca” körbe a Közösön');
    expect(hu.text).toContain('http://x/activate?k=1');
  });

  it('choose a or az by the name’s sound and do not say "kör" twice', () => {
    const into = (groupName: string) =>
      activationMail(texts, { lang: 'hu', inviterName: 'Kati', groupName, url: 'http://x/' });
    const circle = into('Kossuth utcai kör');
    expect(circle.subject).toBe('Kati meghívott a Kossuth utcai körbe a Közösön');
    expect(circle.text).toContain('Kati meghívott a Kossuth utcai körbe a Közösön, ahol');
    expect(into('Almás köz').subject).toBe('Kati meghívott az „Almás köz” körbe a Közösön');
    expect(into('Almás köz').text).not.toContain('a(z)');
  });

  it('escape what users typed in the HTML part', () => {
    const mail = activationMail(texts, {
      lang: 'en',
      inviterName: '<b>Mallory</b>',
      groupName: '"Gardeners" & co',
      url: 'http://x/?a=1&b=2',
    });
    expect(mail.html).not.toContain('<b>Mallory</b>');
    expect(mail.html).toContain('&#60;b&#62;Mallory&#60;/b&#62;');
    expect(mail.html).toContain('href="http://x/?a=1&#38;b=2"');
    expect(mail.text).toContain('<b>Mallory</b>');
  });
});
