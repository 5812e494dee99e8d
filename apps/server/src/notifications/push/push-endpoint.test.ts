import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { allowedEndpoint } from './push-endpoint';

/* Which endpoints a push subscription may name (issue 22.5, decision 122). */

const hosts = loadConfig({}).push.serviceHosts;

describe('push endpoints', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dXb3Yv8:APA91bGkQ_u-9z',
    'https://fcm.googleapis.com/wp/dXb3Yv8:APA91bGkQ_u-9z',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABm-x_Y',
    'https://web.push.apple.com/QGuQyavXutnMjtCjVpGVJm',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2bYZx%3d',
  ])('accepts the real push service endpoint %s', (endpoint) => {
    expect(allowedEndpoint(endpoint, hosts)).toBe(true);
  });

  it.each([
    // The three the outside probe got through (issue 22.5).
    'https://fcm.googleapis.com:1/p',
    'https://evil.googleapis.com:4556/p',
    'https://x.push.apple.com\\@127.0.0.1:4556/p',
    // Any other port, user-info, another googleapis.com service, or two labels in a wildcard.
    'https://fcm.googleapis.com:443/p',
    'https://fcm.googleapis.com:8443/p',
    'https://user@fcm.googleapis.com/p',
    'https://a:b@web.push.apple.com/p',
    'https://storage.googleapis.com/bucket/p',
    'https://a.b.notify.windows.com/w/',
    'https://notify.windows.com/w/',
    // Spellings the parser rewrites: upper case, IDN, a trailing dot, a backslash.
    'https://FCM.googleapis.com/p',
    'https://WEB.push.apple.com/p',
    'https://ｆcm.googleapis.com/p',
    'https://xn--fcm-gi0a.googleapis.com/p',
    'https://fcm.googleapis.com./p',
    'https://web.push.apple.com./p',
    'https://fcm.googleapis.com\\p',
    // Not https, not a URL, whitespace, a host that merely ends like one.
    'http://fcm.googleapis.com/p',
    'fcm.googleapis.com/p',
    'https://fcm.googleapis.com/p x',
    'https://evilfcm.googleapis.com/p',
    'https://fcm.googleapis.com.evil.example/p',
    'https://evil-push.apple.com/p',
  ])('refuses %s', (endpoint) => {
    expect(allowedEndpoint(endpoint, hosts)).toBe(false);
  });

  it('takes a port only where an entry names it', () => {
    const local = ['127.0.0.1:4556'];
    expect(allowedEndpoint('https://127.0.0.1:4556/push/1', local)).toBe(true);
    expect(allowedEndpoint('https://127.0.0.1/push/1', local)).toBe(false);
    expect(allowedEndpoint('https://127.0.0.1:4557/push/1', local)).toBe(false);
    expect(allowedEndpoint('https://127.0.0.1:4556/push/1', ['127.0.0.1'])).toBe(false);
  });
});
