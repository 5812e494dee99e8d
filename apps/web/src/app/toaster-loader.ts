import type { ComponentType } from 'react';

/*
 * The toaster (Radix toast) loads with the first toast, not with the login screen (decision
 * 064). The signed-in layout fetches it ahead (preloadToaster), so a first toast raised offline
 * finds it in the service worker's cache. Should it fail to load all the same, the screen stays:
 * that toast is lost, nothing else.
 */
export function loadToaster(): Promise<ComponentType> {
  return import('@/components/ui/toaster').then((module) => module.Toaster).catch(() => () => null);
}

export function preloadToaster(): void {
  void loadToaster();
}
