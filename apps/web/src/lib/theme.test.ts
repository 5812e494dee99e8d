import { describe, expect, it } from 'vitest';
import { applyTheme, parseTheme, resolveTheme, setTheme, themeStorageKey } from './theme';

describe('theme', () => {
  it('resolves system from the operating system preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('defaults to system for missing or unknown stored values', () => {
    expect(parseTheme(null)).toBe('system');
    expect(parseTheme('purple')).toBe('system');
    expect(parseTheme('dark')).toBe('dark');
  });

  it('applies the class, data-theme and color-scheme on the root', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    applyTheme('light', root);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.colorScheme).toBe('light');
  });

  it('stores the choice', () => {
    setTheme('dark');
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
