import { huIntoCircle, type Language } from '@kozos/contract';

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

export function verificationMail(p: { lang: Language; name: string; url: string }): RenderedMail {
  const copy = {
    en: {
      subject: 'Confirm your e-mail address',
      greeting: p.name ? `Hello ${p.name},` : 'Hello,',
      paragraphs: ['Thank you for joining Közös. Please confirm your e-mail address to sign in.'],
      action: 'Confirm e-mail address',
      footer: 'If you did not sign up, you can ignore this e-mail.',
    },
    hu: {
      subject: 'Erősítsd meg az e-mail-címedet',
      greeting: p.name ? `Szia ${p.name}!` : 'Szia!',
      paragraphs: [
        'Köszönjük, hogy csatlakoztál a Közöshöz. A belépéshez erősítsd meg az e-mail-címedet.',
      ],
      action: 'E-mail-cím megerősítése',
      footer: 'Ha nem te regisztráltál, nyugodtan hagyd figyelmen kívül ezt a levelet.',
    },
  }[p.lang];
  return render({ ...copy, url: p.url });
}

export function passwordResetMail(p: { lang: Language; name: string; url: string }): RenderedMail {
  const copy = {
    en: {
      subject: 'Reset your password',
      greeting: p.name ? `Hello ${p.name},` : 'Hello,',
      paragraphs: [
        'Someone asked to reset the password of your Közös account. The link is valid for one hour.',
      ],
      action: 'Set a new password',
      footer: 'If it was not you, ignore this e-mail: your password stays as it is.',
    },
    hu: {
      subject: 'Új jelszó beállítása',
      greeting: p.name ? `Szia ${p.name}!` : 'Szia!',
      paragraphs: ['Valaki új jelszót kért a Közös-fiókodhoz. A link egy óráig érvényes.'],
      action: 'Új jelszó beállítása',
      footer: 'Ha nem te kérted, hagyd figyelmen kívül ezt a levelet: a jelszavad nem változik.',
    },
  }[p.lang];
  return render({ ...copy, url: p.url });
}

export function activationMail(p: {
  lang: Language;
  inviterName: string;
  groupName: string;
  url: string;
}): RenderedMail {
  const copy = {
    en: {
      subject: `${p.inviterName} invited you to ${p.groupName} on Közös`,
      greeting: 'Hello,',
      paragraphs: [
        `${p.inviterName} invited you to join the circle “${p.groupName}” on Közös, where neighbours share posts, offers and events.`,
        'Create your account with the button below; the invitation waits for you there.',
      ],
      action: 'Create my account',
      footer: 'The link is valid for 14 days. If you do not know the sender, ignore this e-mail.',
    },
    hu: {
      subject: `${p.inviterName} meghívott ${huIntoCircle(p.groupName)} a Közösön`,
      greeting: 'Szia!',
      paragraphs: [
        `${p.inviterName} meghívott ${huIntoCircle(p.groupName)} a Közösön, ahol a szomszédok bejegyzéseket, ajánlatokat és eseményeket osztanak meg.`,
        'Az alábbi gombbal hozd létre a fiókodat; a meghívó ott vár rád.',
      ],
      action: 'Fiók létrehozása',
      footer:
        'A link 14 napig érvényes. Ha nem ismered a feladót, hagyd figyelmen kívül ezt a levelet.',
    },
  }[p.lang];
  return render({ ...copy, url: p.url });
}

/**
 * A dealer asks this address to be their producer (issue 12): the link creates an account
 * through the activation flow, where the request waits to be accepted (decisions 071, 076).
 */
export function producerInvitationMail(p: {
  lang: Language;
  inviterName: string;
  url: string;
}): RenderedMail {
  const copy = {
    en: {
      subject: `${p.inviterName} would like to add you as a producer on Közös`,
      greeting: 'Hello,',
      paragraphs: [
        `${p.inviterName} buys from you and would like to name you as their producer on Közös, where neighbourhood circles order goods together.`,
        'Create your account with the button below, then accept the request under My dealers: from then on you will see which of your products they offer, and how much has been ordered.',
      ],
      action: 'Create my account',
      footer: 'The link is valid for 14 days. If you do not know the sender, ignore this e-mail.',
    },
    hu: {
      subject: `${p.inviterName} termelőként szeretne felvenni a Közösön`,
      greeting: 'Szia!',
      paragraphs: [
        `${p.inviterName} tőled vásárol, és a termelőjeként szeretne megnevezni a Közösön, ahol a szomszédsági körök közösen rendelnek.`,
        'Az alábbi gombbal hozd létre a fiókodat, majd a Forgalmazóim oldalon fogadd el a kérést: ettől kezdve látod, melyik termékedet kínálja, és mennyit rendeltek belőle.',
      ],
      action: 'Fiók létrehozása',
      footer:
        'A link 14 napig érvényes. Ha nem ismered a feladót, hagyd figyelmen kívül ezt a levelet.',
    },
  }[p.lang];
  return render({ ...copy, url: p.url });
}

/**
 * Issue 13, producer offer reports: an offer of the producer's product has passed its order
 * deadline; what was ordered (rejected orders not counted) and when it is delivered.
 */
export function offerReportMail(p: {
  lang: Language;
  dealerName: string;
  productName: string;
  groupName: string;
  amount: string;
  delivery: string;
  url: string;
}): RenderedMail {
  const copy = {
    en: {
      subject: `Orders closed: ${p.productName} (${p.dealerName})`,
      greeting: 'Hello,',
      paragraphs: [
        `The order deadline of ${p.dealerName}'s offer of ${p.productName} in ${p.groupName} has passed.`,
        `Ordered: ${p.amount}. Delivery: ${p.delivery}.`,
      ],
      action: 'See the offers of your products',
      footer: 'You get this because offer reports are on in your settings.',
    },
    hu: {
      subject: `Lezárult a rendelés: ${p.productName} (${p.dealerName})`,
      greeting: 'Szia!',
      paragraphs: [
        `Lejárt a rendelési határidő: ${p.dealerName} ajánlata, ${p.productName} (${p.groupName}).`,
        `Megrendelve: ${p.amount}. Szállítás: ${p.delivery}.`,
      ],
      action: 'Termékeid ajánlatai',
      footer:
        'Azért kapod ezt a levelet, mert a beállításaidban be vannak kapcsolva az ajánlatjelentések.',
    },
  }[p.lang];
  return render({ ...copy, url: p.url });
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
