import type { Language } from '@kozos/contract';
import type { Texts } from '../texts/text-store';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: string;
  url: string;
  footer: string;
}

const brand = 'Közös';

/*
 * Every mail's words are texts of the server's text store (texts/text-store.ts): `mail.*` in the
 * web app's locale files (mail.json), with the translation editor's published edits. Each mail
 * is a greeting, its paragraphs (`<kind>.text` or `.text_1`, `.text_2`), a button and a footer.
 */

interface MailCopy {
  texts: Texts;
  lang: Language;
  /** The mail's keys: `mail.verification` → `mail.verification.subject`, … */
  kind: string;
  paragraphs: readonly string[];
  /** The greeting names the reader when given a name. */
  name?: string;
  values?: Record<string, string>;
  url: string;
}

function mailOf(copy: MailCopy): RenderedMail {
  const t = (key: string, values = copy.values ?? {}) => copy.texts.t(copy.lang, key, values);
  return render({
    subject: t(`${copy.kind}.subject`),
    greeting: copy.name ? t('mail.greeting_name', { name: copy.name }) : t('mail.greeting'),
    paragraphs: copy.paragraphs.map((paragraph) => t(`${copy.kind}.${paragraph}`)),
    action: t(`${copy.kind}.action`),
    url: copy.url,
    footer: t(`${copy.kind}.footer`),
  });
}

export function verificationMail(
  texts: Texts,
  p: { lang: Language; name: string; url: string },
): RenderedMail {
  return mailOf({ texts, ...p, kind: 'mail.verification', paragraphs: ['text'] });
}

export function passwordResetMail(
  texts: Texts,
  p: { lang: Language; name: string; url: string },
): RenderedMail {
  return mailOf({ texts, ...p, kind: 'mail.password_reset', paragraphs: ['text'] });
}

export function activationMail(
  texts: Texts,
  p: { lang: Language; inviterName: string; groupName: string; url: string },
): RenderedMail {
  return mailOf({
    texts,
    lang: p.lang,
    kind: 'mail.invitation',
    paragraphs: ['text_1', 'text_2'],
    values: { inviter: p.inviterName, group: p.groupName },
    url: p.url,
  });
}

/**
 * A dealer asks this address to be their producer (issue 12): the link creates an account
 * through the activation flow, where the request waits to be accepted (decisions 071, 076).
 */
export function producerInvitationMail(
  texts: Texts,
  p: { lang: Language; inviterName: string; url: string },
): RenderedMail {
  return mailOf({
    texts,
    lang: p.lang,
    kind: 'mail.producer_invitation',
    paragraphs: ['text_1', 'text_2'],
    values: { inviter: p.inviterName },
    url: p.url,
  });
}

/**
 * Issue 13, producer offer reports: an offer of the producer's product has passed its order
 * deadline; what was ordered (rejected orders not counted) and when it is delivered.
 */
export function offerReportMail(
  texts: Texts,
  p: {
    lang: Language;
    dealerName: string;
    productName: string;
    groupName: string;
    amount: string;
    delivery: string;
    url: string;
  },
): RenderedMail {
  return mailOf({
    texts,
    lang: p.lang,
    kind: 'mail.offer_report',
    paragraphs: ['text_1', 'text_2'],
    values: {
      dealer: p.dealerName,
      product: p.productName,
      group: p.groupName,
      amount: p.amount,
      delivery: p.delivery,
    },
    url: p.url,
  });
}

/**
 * One line of a mail's text part. Names and titles are one-line fields (decision 123), but one
 * stored before that rule could hold a line break, and in the text part it would start a line
 * of its own (a made-up `Bcc:` block); every break or control character becomes a space.
 */
export function mailLine(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ');
}

function render(content: MailContent): RenderedMail {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs,
    '',
    `${content.action}: ${content.url}`,
    '',
    content.footer,
    '',
    `— ${brand}`,
  ]
    .map(mailLine)
    .join('\n');
  return { subject: mailLine(content.subject), text, html: renderHtml(content) };
}

function renderHtml(content: MailContent): string {
  const paragraphs = content.paragraphs
    .map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`)
    .join('');
  const url = escapeHtml(content.url);
  return `<!doctype html><html><body style="margin:0;background:#f5f5f3;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c1c1a">
<div style="max-width:520px;margin:0 auto;padding:32px 20px">
<div style="font-size:20px;font-weight:700;color:#0f766e;margin-bottom:24px">${brand}</div>
<div style="background:#ffffff;border:1px solid #e4e4e0;border-radius:12px;padding:28px 24px;font-size:16px;line-height:1.5">
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>${paragraphs}
<p style="margin:24px 0"><a href="${url}" style="background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(content.action)}</a></p>
<p style="margin:0;font-size:13px;color:#5c5c58;word-break:break-all">${url}</p>
</div>
<p style="font-size:13px;color:#5c5c58;margin-top:20px">${escapeHtml(content.footer)}</p>
</div></body></html>`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
