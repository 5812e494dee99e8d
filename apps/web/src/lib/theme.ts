import { useSyncExternalStore } from 'react';
import { defaultTheme, themes, type Theme } from '@kozos/contract';
import { localStore } from './storage';

export const themeStorageKey = 'kozos.theme';
const darkQuery = '(prefers-color-scheme: dark)';

export type ResolvedTheme = 'light' | 'dark';

export function parseTheme(value: string | null | undefined): Theme {
  return themes.find((theme) => theme === value) ?? defaultTheme;
}

export function resolveTheme(choice: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

/** Keep in step with public/theme-init.js, which does the same before first paint. */
export function applyTheme(choice: Theme, root: HTMLElement = document.documentElement): void {
  const resolved = resolveTheme(choice, systemPrefersDark());
  root.classList.toggle('dark', resolved === 'dark');
  root.setAttribute('data-theme', choice);
  root.style.colorScheme = resolved;
}

let current: Theme = parseTheme(localStore.get(themeStorageKey));
const listeners = new Set<() => void>();

export function getTheme(): Theme {
  return current;
}

export function setTheme(choice: Theme): void {
  current = choice;
  localStore.set(themeStorageKey, choice);
  applyTheme(choice);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-applies "system" whenever the operating system switches between light and dark. */
export function watchSystemTheme(): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(darkQuery);
  const onChange = () => {
    if (current === 'system') applyTheme(current);
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useTheme(): [Theme, (choice: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, getTheme, getTheme);
  return [theme, setTheme];
}
