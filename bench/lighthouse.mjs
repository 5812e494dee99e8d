// Lighthouse 12, mobile, simulated throttling, performance only, on the built web app served by
// the real server: `npm run build && npm run bench:lighthouse -- [--runs 3] [login|home ...]`.
// `login` is a signed-out deep link (every signed-out path shows the login screen); `home` is the
// signed-in home of a seeded user (bench/seed.mjs, small scale, session `bench-0` put in
// localStorage the way the app keeps it). Each run gets a fresh Chromium (CHROME_PATH, default
// /usr/bin/chromium; --headless --no-sandbox --disable-gpu) with an empty cache. Prints each run
// with the load average beside it and the median score, because a busy machine lowers the score.
// LIGHTHOUSE_JSON=/tmp/lh writes each report to /tmp/lh-<route>.json (the last run of each).
// `photos` is the same home after ten posts with photos were added on top (bench/photo-seed.mjs,
// issue 25); measure it last, as its posts stay. Signed-in runs also carry the session cookie,
// as a browser that signed in does, so that `<img>` requests for photo variants are let in; the
// photo runs print the bytes and number of photo variants Lighthouse's phone downloaded.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { seedPhotoPosts } from './photo-seed.mjs';
import { benchToken, startWebApp, webRoutes } from './web-app.mjs';

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '3' } },
  allowPositionals: true,
});
const runs = Number(values.runs);
const routes = { ...webRoutes, photos: { path: '/', signedIn: true, photos: true } };
const selected = positionals.length ? positionals : Object.keys(routes);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const app = await startWebApp();

/** Photo variants answered 200 in Lighthouse's run: how many, and their bytes over the wire. */
function photoBytes(requests) {
  const variants = requests.filter(
    (request) => /\/api\/Photo\/[^/]+\/\d+\.webp$/.test(request.url) && request.statusCode === 200,
  );
  const widths = variants.map((request) => /(\d+)\.webp$/.exec(request.url)[1]).join(',');
  // Lighthouse leaves transferSize at 0 for some answers; their body size is what came then.
  const bytes = (request) => request.transferSize || request.resourceSize || 0;
  const kib = variants.reduce((sum, request) => sum + bytes(request), 0) / 1024;
  return `${variants.length} × (${widths}) ${kib.toFixed(1)} KiB`;
}

async function measure(route) {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    if (route.signedIn) {
      // A JSON answer of the same origin: localStorage is set without loading (caching) the app.
      await page.goto(`${app.url}/healthz`);
      await page.evaluate((value) => localStorage.setItem('kozos.session', value), app.session);
      // Better Auth's cookie, which the sign-in call leaves and image requests send (decision 161).
      await page.setCookie({ name: 'better-auth.session_token', value: benchToken, url: app.url });
    }
    const load = loadavg()[0];
    const result = await lighthouse(
      `${app.url}${route.path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Keeps the session in localStorage; the cache is empty anyway (a new browser).
        disableStorageReset: route.signedIn,
      },
      undefined,
      page,
    );
    if (process.env.LIGHTHOUSE_JSON)
      writeFileSync(`${process.env.LIGHTHOUSE_JSON}-${route.name}.json`, result.report);
    const { audits, categories, runtimeError } = result.lhr;
    // A run Lighthouse could not measure (e.g. NO_NAVSTART, NO_LCP) is reported, not scored.
    const failed = runtimeError?.code ?? audits['cumulative-layout-shift'].errorMessage;
    if (failed || audits['cumulative-layout-shift'].numericValue === undefined)
      return { error: String(failed ?? 'no layout-shift value'), load: load.toFixed(2) };
    const ms = (id) => Math.round(audits[id].numericValue);
    return {
      score: Math.round(categories.performance.score * 100),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      si: ms('speed-index'),
      cls: audits['cumulative-layout-shift'].numericValue.toFixed(3),
      requests: audits['network-requests'].details.items.length,
      photos: photoBytes(audits['network-requests'].details.items),
      finalUrl: result.lhr.finalDisplayedUrl,
      load: load.toFixed(2),
    };
  } finally {
    await browser.close();
  }
}

try {
  for (const name of selected) {
    const route = routes[name] && { ...routes[name], name };
    if (!route) throw new Error(`unknown route ${name}; known: ${Object.keys(routes).join(', ')}`);
    const scores = [];
    if (route.photos) await seedPhotoPosts(app);
    console.log(`\n${name} (${route.path}), ${runs} runs`);
    console.log('score  FCP ms  LCP ms  TBT ms   SI ms    CLS  requests  load avg  final URL');
    for (let run = 0; run < runs; run++) {
      const r = await measure(route);
      if (r.error) {
        console.log(`  run not measured: ${r.error} (load ${r.load})`);
        continue;
      }
      scores.push(r.score);
      console.log(
        `${String(r.score).padStart(5)} ${String(r.fcp).padStart(7)} ${String(r.lcp).padStart(7)} ${String(r.tbt).padStart(7)} ${String(r.si).padStart(7)} ${r.cls.padStart(6)} ${String(r.requests).padStart(9)} ${r.load.padStart(9)}  ${r.finalUrl}${route.photos ? `  photos ${r.photos}` : ''}`,
      );
    }
    const median = [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)];
    console.log(`median score ${median}`);
  }
} finally {
  await app.stop();
}
