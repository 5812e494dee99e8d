import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@kozos/contract';
import { createI18n } from '@/lib/i18n';
import { EventTime } from './event-when';

afterEach(cleanup);

function timeIn(language: Language, instant: string): string {
  const { container } = render(
    <I18nextProvider i18n={createI18n(language)}>
      <EventTime instant={instant} />
    </I18nextProvider>,
  );
  return container.querySelector('time')?.textContent ?? '';
}

describe('EventTime', () => {
  // Issue 23.8: Hungarian's short weekday is one letter ("P 2026. 11. 27." read as a template).
  it('writes the weekday out after the date in Hungarian', () => {
    expect(timeIn('hu', '2026-11-27T17:00:00Z')).toBe('2026. 11. 27., péntek 18:00');
  });

  it('keeps the short weekday first in English', () => {
    expect(timeIn('en', '2026-11-27T17:00:00Z')).toBe('Fri 2026. 11. 27. 18:00');
  });
});
