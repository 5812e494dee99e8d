import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
  /** performance.now() when raised. */
  shownAt: number;
}

/** Spec §9: toast limit 1, shown for 5000 ms. */
export const toastDuration = 5000;

// A module-level store so any code (mutations, forms, plain functions) can raise a toast.
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

/** Shows a toast; a new one replaces the one on screen (one at a time). */
export function toast(input: ToastInput): number {
  const id = nextId++;
  current = { ...input, id, shownAt: performance.now() };
  emit();
  return id;
}

export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

/**
 * Dismisses the toast unless it was raised within `ms` (by the very action that moved on, such
 * as "Saved" before going to the next screen): used when a screen changes under a toast.
 */
export function dismissToastOlderThan(ms: number): void {
  if (current && performance.now() - current.shownAt > ms) dismissToast(current.id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getCurrent(): ToastItem | null {
  return current;
}

export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(subscribe, getCurrent, getCurrent);
}
