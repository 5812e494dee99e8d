import type { CalendarKind, Language } from '@kozos/contract';

/*
 * The words of a subscription feed, in the subscriber's language: another calendar app shows
 * only the summary line, so it says what kind of date it is.
 */
const prefixes: Record<Language, Record<CalendarKind, string>> = {
  en: {
    event: '',
    event_applied: '',
    event_deadline: 'Application deadline: ',
    order_deadline: 'Order deadline: ',
    purchase_date: 'Purchase: ',
    delivery_date: 'Delivery: ',
  },
  hu: {
    event: '',
    event_applied: '',
    event_deadline: 'Jelentkezési határidő: ',
    order_deadline: 'Rendelési határidő: ',
    purchase_date: 'Beszerzés: ',
    delivery_date: 'Kiszállítás: ',
  },
};

const calendarNames: Record<Language, string> = { en: 'Közös calendar', hu: 'Közös naptár' };

export function summaryOf(language: Language, kind: CalendarKind, title: string): string {
  return `${prefixes[language][kind]}${title}`;
}

export function calendarNameOf(language: Language): string {
  return calendarNames[language];
}
