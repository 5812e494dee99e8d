import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

/*
 * The browser's push service, stood in for (support/push-service.ts). Chromium's own
 * `pushManager.subscribe` needs its vendor's servers, which this sandbox cannot reach; a spec
 * gives the pages of a context a PushManager whose subscriptions point at the local service
 * instead. Everything of ours stays real: the permission prompt, the VAPID key, the
 * registration with the server, the server's encrypted push, the service worker.
 */

const controlUrl = () => `http://127.0.0.1:${process.env.KOZOS_E2E_PUSH_HTTP_PORT}`;

export interface PushBrowser {
  id: string;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

/** A new "browser" of the push service: the subscription its pages will hand out. */
export async function newPushBrowser(request: APIRequestContext): Promise<PushBrowser> {
  const response = await request.post(`${controlUrl()}/browsers`);
  if (response.status() !== 201) throw new Error(`push service: ${response.status()}`);
  return (await response.json()) as PushBrowser;
}

/** The pushes that reached `browser`, decrypted with its keys, oldest first. */
export async function receivedPushes(
  request: APIRequestContext,
  browser: PushBrowser,
): Promise<unknown[]> {
  const response = await request.get(`${controlUrl()}/browsers/${browser.id}`);
  const { received, refused } = (await response.json()) as {
    received: unknown[];
    refused: string[];
  };
  if (refused.length > 0) throw new Error(`push service refused: ${refused.join('; ')}`);
  return received;
}

const failuresKey = '__kozosPushFailures';

/** Pages of `context` subscribe to `browser`. */
export async function usePushBrowser(context: BrowserContext, browser: PushBrowser): Promise<void> {
  await context.addInitScript(
    ({ subscription, failuresKey }) => {
      const page = window as unknown as Record<string, number>;
      let current: PushSubscription | null = null;
      const bytes = (base64url: string) =>
        Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
          c.charCodeAt(0),
        ).buffer;
      PushManager.prototype.getSubscription = () => Promise.resolve(current);
      PushManager.prototype.subscribe = (options?: PushSubscriptionOptionsInit) => {
        const key = options?.applicationServerKey;
        // As Chromium: a P-256 public key (65 bytes, uncompressed) is required.
        if (!(key instanceof Uint8Array) || key.length !== 65 || key[0] !== 4) {
          return Promise.reject(
            new DOMException('invalid applicationServerKey', 'InvalidAccessError'),
          );
        }
        const failures = page[failuresKey] ?? 0;
        if (failures > 0) {
          page[failuresKey] = failures - 1;
          return Promise.reject(
            new DOMException('Registration failed - push service error', 'AbortError'),
          );
        }
        current = {
          endpoint: subscription.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: key.buffer },
          getKey: (name: PushEncryptionKeyName) => bytes(subscription.keys[name]),
          toJSON: () => subscription,
          unsubscribe: () => {
            current = null;
            return Promise.resolve(true);
          },
        } as PushSubscription;
        return Promise.resolve(current);
      };
    },
    { subscription: browser.subscription, failuresKey },
  );
}

/** The next `count` subscribe calls of `page` fail as Chromium's do without its push service. */
export async function failNextSubscriptions(page: Page, count = 1): Promise<void> {
  await page.evaluate(
    ({ failuresKey, count }) => {
      (window as unknown as Record<string, number>)[failuresKey] = count;
    },
    { failuresKey, count },
  );
}
