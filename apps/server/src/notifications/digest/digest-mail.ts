import type { NotificationType } from '@kozos/contract';
import { escapeHtml, mailLine } from '../../mail/templates';
import type { Texts } from '../../texts/text-store';
import { formatInstant, renderNotification, translate, type Reader } from '../notification-texts';

interface DigestInput {
  texts: Texts;
  reader: Reader;
  name: string;
  notifications: { type: NotificationType; variables: string; path: string; createdAt: Date }[];
  appUrl: string;
  unsubscribeUrl: string;
}

/**
 * The digest mail in the reader's language, its texts from the server's text store
 * (`digest.*`, and each notification's own sentence), with one-click unsubscribe headers
 * (RFC 8058) beside the link in the body.
 */
export function digestMail(input: DigestInput) {
  const { reader } = input;
  const t = (key: string, values = {}) => translate(input.texts, reader, key, values);
  const count = input.notifications.length;
  const items = input.notifications.map((row) => ({
    text: renderNotification(input.texts, row, reader).body,
    when: formatInstant(row.createdAt, reader),
  }));
  const subject = t('digest.subject', { count });
  const greeting = input.name
    ? t('digest.greeting_name', { name: input.name })
    : t('digest.greeting');
  const intro = t('digest.intro', { count });
  const text = [
    greeting,
    '',
    intro,
    '',
    ...items.map((item) => `• ${item.text} (${item.when})`),
    '',
    `${t('digest.open')}: ${input.appUrl}`,
    '',
    `${t('digest.unsubscribe')}: ${input.unsubscribeUrl}`,
  ]
    .map(mailLine)
    .join('\n');
  const list = items
    .map(
      (item) =>
        `<li style="margin:0 0 10px">${escapeHtml(item.text)}<br><span style="font-size:13px;color:#5c5c58">${escapeHtml(item.when)}</span></li>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${reader.language}"><body style="margin:0;background:#f5f5f3;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c1c1a">
<div style="max-width:520px;margin:0 auto;padding:32px 20px">
<div style="font-size:20px;font-weight:700;color:#0f766e;margin-bottom:24px">Közös</div>
<div style="background:#ffffff;border:1px solid #e4e4e0;border-radius:12px;padding:28px 24px;font-size:16px;line-height:1.5">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p><p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<ul style="margin:0 0 16px;padding-left:20px">${list}</ul>
<p style="margin:24px 0"><a href="${escapeHtml(input.appUrl)}" style="background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(t('digest.open'))}</a></p>
</div>
<p style="font-size:13px;color:#5c5c58;margin-top:20px">${escapeHtml(t('digest.footer'))} <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#0f766e">${escapeHtml(t('digest.unsubscribe'))}</a></p>
</div></body></html>`;
  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
