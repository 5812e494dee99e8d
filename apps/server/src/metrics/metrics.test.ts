import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import {
  bearer,
  buildIdentityTestApp,
  createUser,
  type IdentityTestApp,
  type TestUser,
} from '../test/identity';
import { metricValue, scrapeMetrics } from '../test/metrics';

/* Prometheus metrics on their own port (issue 27 §4, decision 153), scraped over HTTP. */

let t: IdentityTestApp;
let anna: TestUser;

beforeAll(async () => {
  t = await buildIdentityTestApp({ METRICS_PORT: '0', NOTIFICATION_TEST_DELAY_MS: '1' });
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
});
afterAll(async () => {
  await t.close();
});

async function scrape(): Promise<string> {
  return scrapeMetrics(t.app);
}

const valueOf = metricValue;

const feedRequests = 'http_requests_total{method="GET",route="/api/Feed",status="200",app="kozos"}';

describe('metrics', () => {
  it('count requests by route and status, with latencies', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      const feed = await t.app.inject({
        method: 'GET',
        url: '/api/Feed',
        headers: bearer(anna.token),
      });
      expect(feed.statusCode).toBe(200);
    }
    await t.app.inject({ method: 'GET', url: '/api/Feed' });
    await t.app.inject({ method: 'GET', url: '/api/NoSuchThing/123' });
    const after = await scrape();
    expect(valueOf(after, feedRequests) - valueOf(before, feedRequests)).toBe(3);
    expect(
      valueOf(
        after,
        'http_requests_total{method="GET",route="/api/Feed",status="401",app="kozos"}',
      ),
    ).toBe(1);
    // Unknown paths share one label: a scanner cannot grow the series without bound.
    expect(after).toContain('route="unmatched",status="404"');
    expect(after).not.toContain('NoSuchThing');
    expect(
      valueOf(
        after,
        'http_request_duration_seconds_count{app="kozos",method="GET",route="/api/Feed",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(3);
    // The feed is cached: the first read misses, a repeat hits.
    expect(after).toMatch(
      /kozos_response_cache_total\{route="\/api\/Feed",result="miss",app="kozos"\} [1-9]/,
    );
    expect(after).toMatch(
      /kozos_response_cache_total\{route="\/api\/Feed",result="hit",app="kozos"\} [1-9]/,
    );
  });

  it('count mails, scheduled jobs and their lag, and show the runtime', async () => {
    const text = await scrape();
    // createUser's registration sent a verification mail.
    expect(valueOf(text, 'kozos_mails_total{result="sent",app="kozos"}')).toBeGreaterThanOrEqual(1);
    const jobs = 'kozos_scheduler_jobs_total{kind="notification.test",result="ok",app="kozos"}';
    const before = valueOf(text, jobs);
    const delayed = await t.app.inject({
      method: 'POST',
      url: '/api/Notification/Test?delayed=true',
      headers: bearer(anna.token),
    });
    expect(delayed.statusCode).toBe(201);
    await expect
      .poll(async () => valueOf(await scrape(), jobs), { timeout: 5_000 })
      .toBe(before + 1);
    const after = await scrape();
    expect(valueOf(after, 'kozos_scheduler_lag_seconds_count{app="kozos"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(after).toContain('kozos_live_streams_open{app="kozos"} 0');
    expect(valueOf(after, 'process_resident_memory_bytes{app="kozos"}')).toBeGreaterThan(0);
    expect(after).toContain('nodejs_eventloop_lag_seconds');
    expect(after).toContain('nodejs_heap_size_used_bytes');
    expect(
      valueOf(after, 'kozos_db_statement_duration_seconds_count{app="kozos",kind="read"}'),
    ).toBeGreaterThan(0);
    // PostgreSQL's pool (PGlite has none): the queries above opened at least one connection.
    const pool = valueOf(after, 'kozos_db_pool_connections{state="total",app="kozos"}');
    expect(pool > 0).toBe(t.database.kind === 'postgres');
  });

  it('answer in Prometheus text format, and 404 on any other path of the metrics port', async () => {
    const address = t.app.metrics?.address();
    const response = await fetch(`http://127.0.0.1:${address?.port}/`);
    expect(response.status).toBe(404);
    const metrics = await fetch(`http://127.0.0.1:${address?.port}/metrics`);
    expect(metrics.headers.get('content-type')).toContain('text/plain; version=0.0.4');
  });
});

describe('without METRICS_PORT', () => {
  it('serves no metrics', async () => {
    const plain = await buildTestApp();
    try {
      await plain.app.ready();
      expect(plain.app.metrics).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
