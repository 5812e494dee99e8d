import { pushTokenRefreshMs } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';
import { localStore } from '@/lib/storage';

/*
 * This browser's Web Push subscription (decision 102). Permission is asked only from a click
 * (the settings switch or its button, or the prompt after onboarding), never on page load.
 */

const registeredAtKey = 'kozos.push.registeredAt';

export type PushPermission = 'unsupported' | NotificationPermission;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function pushPermission(): PushPermission {
  return pushSupported() ? Notification.permission : 'unsupported';
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The VAPID key as the bytes `pushManager.subscribe` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function subscribeWith(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  const { publicKey } = await api.call(routes.getUserPushKey);
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
}

async function sendToken(subscription: PushSubscription): Promise<void> {
  await api.call(routes.postUserToken, {
    body: {
      token: JSON.stringify(subscription),
      timeZone: browserTimeZone(),
    },
  });
  localStore.set(registeredAtKey, String(Date.now()));
}

/**
 * Asks for permission (call it from a click), subscribes and registers the subscription.
 * Resolves to the permission; throws when the browser or the server could not subscribe.
 */
export async function enablePush(): Promise<PushPermission> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const registration = await navigator.serviceWorker.ready;
  await sendToken(await subscribeWith(registration));
  return permission;
}

/**
 * At start, signed in, with permission already given: registers the subscription again when
 * the server does not know it for this user or it is 7 days old (spec §9), and subscribes anew
 * after a sign-out dropped it. Never prompts: permission was given before.
 */
export async function refreshPushRegistration(): Promise<void> {
  if (pushPermission() !== 'granted') return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return;
  const subscription = await subscribeWith(registration);
  const registeredAt = Number(localStore.get(registeredAtKey) ?? 0);
  const { found } = await api.call(routes.postUserCheckNotificationToken, {
    body: {
      token: JSON.stringify(subscription),
    },
  });
  if (!found || Date.now() - registeredAt > pushTokenRefreshMs) await sendToken(subscription);
}

/** Signing out: this browser stops receiving the user's pushes and forgets kept pages. */
export async function forgetThisBrowser(): Promise<void> {
  localStore.remove(registeredAtKey);
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  registration?.active?.postMessage({ type: 'clear-data' });
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
