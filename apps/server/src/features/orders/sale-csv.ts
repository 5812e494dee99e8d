import { TZDate } from '@date-fns/tz';
import { deletedUserName, personName, type Language, type SaleCsvQuery } from '@kozos/contract';
import { format } from 'date-fns';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../identity/current-user';
import { translate } from '../../notifications/notification-texts';
import type { Texts } from '../../texts/text-store';
import { requireOfferDealer } from '../offers';
import { findUserById } from '../users';
import { neutraliseFormula } from './csv-cell';
import { loadSale } from './sales.service';

/*
 * `GET /api/Sale/{id}/Csv`: the packing list a dealer tapes to the crates (issue 13). UTF-8 with
 * a byte-order mark, so spreadsheet programs read "ő" right; the header row in the dealer's
 * language; rejected orders never in it, but a last row says how many were left out; times as
 * `2026-11-24 18:05` (spreadsheets read it) in the browser's zone, which the header names.
 * Quoting is csv-stringify's; every text cell goes through `neutraliseFormula` (issue 22.2).
 *
 * Issue 23.7: the separator is the one the language's spreadsheets expect — Hungarian Excel
 * splits on `;` (the decimal mark there is the comma) and puts a comma-separated row into one
 * column — and the measure is the web's own word for it ("10 db"), read from its locale files.
 */

const delimiters: Record<Language, string> = { en: ',', hu: ';' };

const columns: Record<Language, string[]> = {
  en: [
    'Buyer',
    'Username',
    'Amount (order units)',
    'Order unit',
    'Total (ft)',
    'Fulfilled',
    'Ordered at ({{zone}})',
  ],
  hu: [
    'Vevő',
    'Felhasználónév',
    'Mennyiség (rendelési egység)',
    'Rendelési egység',
    'Összeg (ft)',
    'Teljesítve',
    'Rendelés ideje ({{zone}})',
  ],
};
const yesNo: Record<Language, [string, string]> = { en: ['yes', 'no'], hu: ['igen', 'nem'] };
const leftOut: Record<Language, Partial<Record<Intl.LDMLPluralRule, string>>> = {
  en: {
    one: '1 rejected order is left out of this list.',
    other: '{{count}} rejected orders are left out of this list.',
  },
  hu: { other: '{{count}} elutasított rendelés nincs benne ebben a listában.' },
};
const numberLocales: Record<Language, string> = { en: 'en-GB', hu: 'hu-HU' };

/** "1 rejected order is left out…" in the dealer's language and plural. */
function leftOutNote(language: Language, count: number): string {
  const rule = new Intl.PluralRules(numberLocales[language]).select(count);
  const note = leftOut[language][rule] ?? leftOut[language].other ?? '';
  return note.replace('{{count}}', String(count));
}

export interface SaleCsv {
  fileName: string;
  body: string;
}

export async function saleCsv(
  db: Db,
  viewer: CurrentUser,
  offerId: string,
  { timeZone = 'UTC' }: SaleCsvQuery = {},
  texts: Texts,
): Promise<SaleCsv> {
  await requireOfferDealer(db, viewer, offerId);
  const language = (await findUserById(db, viewer.id))?.language ?? 'en';
  const { view, orders } = await loadSale(db, offerId, viewer.id);
  const [yes, no] = yesNo[language];
  const inZone = (instant: Date, pattern: string) => format(new TZDate(instant, timeZone), pattern);
  const measure = translate(texts, { language }, `measure.${view.measure}`, {
    defaultValue: view.measure,
  });
  const unit = `${new Intl.NumberFormat(numberLocales[language]).format(view.unit)} ${measure}`;
  const kept = orders.filter((order) => order.rejectedAt === null);
  const rows = kept.map((order) => [
    personName(order.buyer, deletedUserName),
    order.buyer.username ?? '',
    order.amount,
    unit,
    order.amount * view.price,
    order.fulfilledAt ? yes : no,
    inZone(order.createdAt, 'yyyy-MM-dd HH:mm'),
  ]);
  const header = columns[language].map((column) => column.replace('{{zone}}', timeZone));
  const rejected = orders.length - kept.length;
  // The note fills the row, so the file stays rectangular for programs that insist on it.
  const note = rejected > 0 ? [[leftOutNote(language, rejected), ...header.slice(1).fill('')]] : [];
  return {
    fileName: neutraliseFormula(`${view.productName} ${inZone(view.delivery, 'yyyy-MM-dd')}.csv`),
    body: stringify([header, ...rows, ...note], {
      bom: true,
      record_delimiter: 'windows',
      delimiter: delimiters[language],
      cast: { string: neutraliseFormula },
    }),
  };
}

/** `attachment` with an ASCII fallback name and the real one (RFC 6266, RFC 5987). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
