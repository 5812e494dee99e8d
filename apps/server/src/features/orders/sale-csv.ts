import { TZDate } from '@date-fns/tz';
import { deletedUserName, personName, type Language, type SaleCsvQuery } from '@kozos/contract';
import { format } from 'date-fns';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../identity/current-user';
import { requireOfferDealer } from '../offers';
import { findUserById } from '../users';
import { loadSale } from './sales.service';

/*
 * `GET /api/Sale/{id}/Csv`: the packing list a dealer tapes to the crates (issue 13). UTF-8 with
 * a byte-order mark, so spreadsheet programs read "ő" right; the header row in the dealer's
 * language; rejected orders never in it; times as `2026-11-24 18:05` (spreadsheets read it) in
 * the browser's zone, which the header names. Quoting is csv-stringify's.
 */

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

export interface SaleCsv {
  fileName: string;
  body: string;
}

export async function saleCsv(
  db: Db,
  viewer: CurrentUser,
  offerId: string,
  { timeZone = 'UTC' }: SaleCsvQuery = {},
): Promise<SaleCsv> {
  await requireOfferDealer(db, viewer, offerId);
  const language = (await findUserById(db, viewer.id))?.language ?? 'en';
  const { view, orders } = await loadSale(db, offerId, viewer.id);
  const [yes, no] = yesNo[language];
  const inZone = (instant: Date, pattern: string) => format(new TZDate(instant, timeZone), pattern);
  const unit = `${view.unit} ${view.measure}`;
  const rows = orders
    .filter((order) => order.rejectedAt === null)
    .map((order) => [
      personName(order.buyer, deletedUserName),
      order.buyer.username ?? '',
      order.amount,
      unit,
      order.amount * view.price,
      order.fulfilledAt ? yes : no,
      inZone(order.createdAt, 'yyyy-MM-dd HH:mm'),
    ]);
  const header = columns[language].map((column) => column.replace('{{zone}}', timeZone));
  return {
    fileName: `${view.productName} ${inZone(view.delivery, 'yyyy-MM-dd')}.csv`,
    body: stringify([header, ...rows], { bom: true, record_delimiter: 'windows' }),
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
