// Where the signed-in home's main-thread script time goes: Chromium (playwright-core) opens the
// built app's home (`npm run build` first; bench/web-app.mjs serves it, WEB_DIST_DIR another
// build) at 390 × 844 with the CPU slowed 4× as Lighthouse's phone is, records a CPU profile
// (V8 sampling, 100 µs) from before navigation until the feed's first card is on screen, and
// prints the script time by file and the functions with the most self time.
// `node bench/web-profile.mjs [--runs 3] [--top 15]`; each run a fresh browser context.
// PROFILE_OUT=/tmp/home.cpuprofile keeps the last run's profile (Chromium's DevTools open it).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startWebApp } from './web-app.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, top: { type: 'string', default: '15' } },
});
const runs = Number(values.runs);
const top = Number(values.top);

/** Self time (ms) of each node of a V8 CPU profile, from its samples and their intervals. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, { node, ms: 0 }]));
  profile.samples.forEach((id, index) => {
    const entry = byId.get(id);
    if (entry) entry.ms += (profile.timeDeltas[index + 1] ?? 0) / 1000;
  });
  return [...byId.values()];
}

const fileOf = (url) => (url ? (new URL(url).pathname.split('/').pop() ?? url) : '(native)');
const idle = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

async function measure(browser, app) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((session) => {
    localStorage.setItem('kozos.session', session);
  }, app.session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const load = loadavg()[0];
  const started = Date.now();
  await page.goto(app.url);
  await page.locator('main article').first().waitFor({ timeout: 60_000 });
  const shown = Date.now() - started;
  const { profile } = await cdp.send('Profiler.stop');
  if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  await context.close();
  const nodes = selfTimes(profile);
  const byFile = new Map();
  const byFunction = new Map();
  let gc = 0;
  for (const { node, ms } of nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(garbage collector)') gc += ms;
    if (idle.has(functionName)) continue;
    const file = fileOf(url);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  const script = [...byFile.values()].reduce((sum, ms) => sum + ms, 0);
  return { load, shown, script, gc, byFile, byFunction };
}

const sorted = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);

const app = await startWebApp();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  console.log('run  card shown ms  script ms  GC ms  load avg  by file (ms)');
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const r = await measure(browser, app);
    results.push(r);
    const files = sorted(r.byFile, 6)
      .map(([file, ms]) => `${file} ${ms.toFixed(0)}`)
      .join(', ');
    console.log(
      `${String(run).padStart(3)} ${String(r.shown).padStart(14)} ${r.script.toFixed(0).padStart(10)} ${r.gc.toFixed(0).padStart(6)} ${r.load.toFixed(2).padStart(9)}  ${files}`,
    );
  }
  const median = [...results].sort((a, b) => a.script - b.script)[Math.floor(runs / 2)];
  console.log(`median script time ${median.script.toFixed(0)} ms; its top functions (self ms):`);
  for (const [name, ms] of sorted(median.byFunction, top))
    console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
} finally {
  await browser.close();
  await app.stop();
}
