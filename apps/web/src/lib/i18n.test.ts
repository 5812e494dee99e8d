import { describe, expect, it } from 'vitest';
import en from '@/locales/en';
import hu from '@/locales/hu';
import { createI18n, detectLanguage, renderMissingKey } from './i18n';

describe('detectLanguage', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage('hu', ['en-US'])).toBe('hu');
    expect(detectLanguage('en', ['hu-HU'])).toBe('en');
  });

  it('falls back to the first browser language we speak', () => {
    expect(detectLanguage(null, ['de-DE', 'hu-HU', 'en'])).toBe('hu');
    expect(detectLanguage('xx', ['HU'])).toBe('hu');
    expect(detectLanguage(null, ['en-GB'])).toBe('en');
  });

  it('defaults to English', () => {
    expect(detectLanguage(null, ['de-DE', 'fr'])).toBe('en');
    expect(detectLanguage(null)).toBe('en');
  });
});

describe('translations', () => {
  it('render a missing key as [key]', () => {
    const i18n = createI18n('en');
    expect(i18n.t('no.such.key')).toBe('[no.such.key]');
    expect(createI18n('hu').t('no.such.key')).toBe('[no.such.key]');
    expect(renderMissingKey('x')).toBe('[x]');
  });

  it('use a default value when one is given', () => {
    expect(createI18n('en').t('message.nope', { defaultValue: 'raw' })).toBe('raw');
  });

  it('have the same keys in English and Hungarian', () => {
    expect(Object.keys(hu).sort()).toEqual(Object.keys(en).sort());
  });

  it('translate keys with dots in both languages', () => {
    expect(createI18n('en').t('tags.system.food')).toBe('Food');
    expect(createI18n('hu').t('tags.system.food')).toBe('Élelmiszer');
    expect(createI18n('hu').t('validation.max_length', { maxLength: 40 })).toContain('40');
  });
});
