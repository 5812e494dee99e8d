import { describe, expect, it } from 'vitest';
import { formatForints, formatNumber, formatPriceUnit, formatUnit } from './money';

const nbsp = '\u00a0';
const t = (key: string, { defaultValue }: { defaultValue: string }) =>
  ({ 'measure.pcs': 'db', 'measure.dkg': 'dkg' })[key] ?? defaultValue;

describe('prices and units', () => {
  it('groups forints the Hungarian way, also for four digits, with the ft label', () => {
    expect(formatForints(1200, 'hu').replace(/\s/g, ' ')).toBe('1 200 ft');
    expect(formatForints(1200, 'hu')).toContain(`${nbsp}ft`);
    expect(formatForints(125000, 'hu').replace(/\s/g, ' ')).toBe('125 000 ft');
  });

  it('writes English prices with commas and the same label', () => {
    expect(formatForints(1200, 'en')).toBe(`1,200${nbsp}ft`);
    expect(formatForints(0, 'en')).toBe(`0${nbsp}ft`);
  });

  it('falls back to English digits for an unknown language', () => {
    expect(formatNumber(12500, 'de')).toBe('12,500');
  });

  it('reads units as "50 dkg", translating known measures and keeping custom ones', () => {
    expect(formatUnit(50, 'dkg', t, 'hu')).toBe(`50${nbsp}dkg`);
    expect(formatUnit(1, 'pcs', t, 'hu')).toBe(`1${nbsp}db`);
    expect(formatUnit(2, 'zsák (5 kg)', t, 'en')).toBe(`2${nbsp}zsák (5 kg)`);
  });

  it('names what a price is per without a leading 1', () => {
    expect(formatPriceUnit(1, 'pcs', t, 'hu')).toBe('db');
    expect(formatPriceUnit(50, 'dkg', t, 'hu')).toBe(`50${nbsp}dkg`);
  });
});
