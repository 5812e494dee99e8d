import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh checkout', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve(process.cwd(), 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      nodeEnv: 'development',
      notificationTestDelayMs: 5000,
      shutdownDrainMs: 0,
    });
    expect(config.webDistDir).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
    expect(config.localesDir).toBe(path.resolve(import.meta.dirname, '../../web/src/locales'));
    expect(config.limits).toMatchObject({
      accessCodeAttemptsPerUser: 10,
      accessCodeAttemptsPerIp: 30,
      calendarFeed: { perIp: 60, windowMs: 600_000 },
    });
    expect(config.photos.cacheBytes).toBe(32 * 1024 * 1024);
    expect(config.memory).toEqual({
      responseCacheBytes: 32 * 1024 * 1024,
      heapGrowingPercent: 100,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/kozos',
      DATABASE_URL: 'postgres://kozos@db:5432/kozos',
      PUBLIC_URL: 'https://kozos.example/',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_DIST_DIR: '/srv/web',
      AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      PASSWORD_MIN_LENGTH: '10',
      SMTP_URL: 'smtp://mail.example:587',
      SMTP_FROM: 'Kör <kor@kozos.example>',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'shh',
      GOOGLE_DISCOVERY_URL: 'http://127.0.0.1:9999/.well-known/openid-configuration',
      TRUSTED_PROXY: '10.0.0.0/8',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
      AUTH_RATE_LIMIT_PER_IP: '20',
      AUTH_RATE_LIMIT_PER_ADDRESS: '3',
      AUTH_SIGN_IN_LIMIT_PER_ADDRESS: '7',
      NOTIFICATION_TEST_DELAY_MS: '250',
      NOTIFICATION_TEST_LIMIT: '2',
      SCHEDULER_POLL_MS: '2000',
      SHUTDOWN_TIMEOUT_MS: '4000',
      SHUTDOWN_DRAIN_MS: '1500',
      PUSH_SERVICE_HOSTS: 'push.example, *.Push.example, 127.0.0.1:4556',
      INVITATION_LIMIT_PER_INVITER: '7',
      INVITATION_LIMIT_PER_ADDRESS: '3',
      ACCESS_CODE_ATTEMPTS_PER_USER: '4',
      ACCESS_CODE_ATTEMPTS_PER_IP: '9',
      CALENDAR_FEED_LIMIT_PER_IP: '12',
      CALENDAR_FEED_WINDOW_SECONDS: '120',
      LOCALES_DIR: '/srv/locales',
      PHOTO_MAX_BYTES: '5242880',
      PHOTO_MAX_PIXELS: '24000000',
      PHOTO_STORAGE_PER_USER_MIB: '50',
      PHOTO_UPLOADS_PER_HOUR: '20',
      PHOTO_CACHE_BYTES: '1048576',
      COMMENT_LIMIT_PER_MINUTE: '9',
      RESPONSE_CACHE_BYTES: '2097152',
      HEAP_GROWING_PERCENT: '0',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/kozos',
      databaseUrl: 'postgres://kozos@db:5432/kozos',
      publicUrl: 'https://kozos.example',
      logLevel: 'warn',
      nodeEnv: 'production',
      webDistDir: '/srv/web',
      localesDir: '/srv/locales',
      trustedProxy: '10.0.0.0/8',
      auth: {
        secret: 'a-secret-of-at-least-thirty-two-characters',
        passwordMinLength: 10,
        google: {
          clientId: 'client',
          clientSecret: 'shh',
          discoveryUrl: 'http://127.0.0.1:9999/.well-known/openid-configuration',
        },
        rateLimit: { windowMs: 60_000, perIp: 20, perAddress: 3, perAddressAllIps: 7 },
      },
      mail: {
        smtpUrl: 'smtp://mail.example:587',
        from: 'Kör <kor@kozos.example>',
        outboxDir: '/var/lib/kozos/outbox',
      },
      notificationTestDelayMs: 250,
      schedulerPollMs: 2000,
      shutdownTimeoutMs: 4000,
      shutdownDrainMs: 1500,
      push: {
        serviceHosts: ['push.example', '*.push.example', '127.0.0.1:4556'],
        subject: 'https://kozos.example',
      },
      limits: {
        notificationTests: 2,
        commentsPerMinute: 9,
        invitationsPerInviter: 7,
        invitationsPerAddress: 3,
        accessCodeAttemptsPerUser: 4,
        accessCodeAttemptsPerIp: 9,
        calendarFeed: { perIp: 12, windowMs: 120_000 },
      },
      photos: {
        maxBytes: 5_242_880,
        maxPixels: 24_000_000,
        storagePerUserBytes: 50 * 1024 * 1024,
        uploadsPerHour: 20,
        cacheBytes: 1_048_576,
      },
      memory: { responseCacheBytes: 2_097_152, heapGrowingPercent: 0 },
    });
  });

  it('drains a stopping instance for 3 s by default only with PostgreSQL (several instances)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://kozos@db/kozos' }).shutdownDrainMs).toBe(3000);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    const short = { DATABASE_URL: 'postgres://kozos@db/kozos', SHUTDOWN_TIMEOUT_MS: '2000' };
    expect(loadConfig(short).shutdownDrainMs).toBe(1000);
  });

  it('refuses a drain window as long as the whole shutdown', () => {
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '5000', SHUTDOWN_TIMEOUT_MS: '5000' })).toThrow(
      'SHUTDOWN_DRAIN_MS must be below SHUTDOWN_TIMEOUT_MS',
    );
  });

  it('has identity defaults: no Google, password length 6, outbox mail', () => {
    const config = loadConfig({ DATA_DIR: '/data' });
    expect(config.auth).toEqual({
      secret: undefined,
      passwordMinLength: 6,
      google: undefined,
      rateLimit: { windowMs: 900_000, perIp: 50, perAddress: 10, perAddressAllIps: 30 },
    });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Közös <no-reply@localhost>',
      outboxDir: '/data/outbox',
    });
    expect(config.trustedProxy).toBeUndefined();
    expect(loadConfig({ TRUSTED_PROXY: 'true' }).trustedProxy).toBe(true);
  });

  it('allows the push services by their exact hosts, and only host, host:port or *.host', () => {
    expect(loadConfig({}).push.serviceHosts).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.push.apple.com',
      '*.notify.windows.com',
    ]);
    for (const hosts of ['https://push.example', 'push.example/p', 'a@push.example', 'push.*']) {
      expect(() => loadConfig({ PUSH_SERVICE_HOSTS: hosts }), hosts).toThrow('PUSH_SERVICE_HOSTS');
    }
  });

  it('points Google at the real discovery document unless told otherwise', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.auth.google?.discoveryUrl).toBe(
      'https://accounts.google.com/.well-known/openid-configuration',
    );
  });

  it('refuses half a Google configuration', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  });

  it('derives the public URL from the port', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'kozos.example' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ PASSWORD_MIN_LENGTH: '2' }, 'PASSWORD_MIN_LENGTH'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ GOOGLE_DISCOVERY_URL: 'not a url' }, 'GOOGLE_DISCOVERY_URL'],
    [{ AUTH_RATE_LIMIT_PER_IP: '0' }, 'AUTH_RATE_LIMIT_PER_IP'],
    [{ NOTIFICATION_TEST_DELAY_MS: '-1' }, 'NOTIFICATION_TEST_DELAY_MS'],
  ])('rejects %o with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable}: `));
  });
});
