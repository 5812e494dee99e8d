// Issue 25: serving a photo variant ÷ serving a static file of the same bytes, same server, one
// run: `npm run build && node bench/photo-serve.mjs`. The seeded circle of bench/web-app.mjs; a
// 1600 × 1200 photo is uploaded as `bench-0`, its 640 variant's bytes are copied into a copy of
// the web build as a static file, and autocannon (10 connections, DURATION seconds each, default
// 10) asks for each in turn with the bearer token. Prints requests per second, the ratio and
// the load average, and the server's CPU per request. Each path first gets WARMUP seconds
// (default 3) of untimed requests, then the server is left to settle (its first reminder sweep
// over the fresh seed would otherwise be measured) before the timed run.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { cpuMs, root, settle } from './lib.mjs';
import { benchToken, startWebApp } from './web-app.mjs';

const duration = Number(process.env.DURATION ?? 10);
// Seconds of untimed requests to each path first: a long-running server is warm (PGlite's
// WebAssembly and its plan cache take about a thousand calls of a new statement to get there).
const warmup = Number(process.env.WARMUP ?? 3);
const dist = mkdtempSync(join(tmpdir(), 'kozos-bench-dist-'));
cpSync(join(root, 'apps/web/dist'), dist, { recursive: true });
process.env.WEB_DIST_DIR = dist;
const app = await startWebApp();
const auth = { authorization: `Bearer ${benchToken}` };

const image = await sharp({
  create: { width: 1600, height: 1200, channels: 3, background: { r: 180, g: 120, b: 60 } },
})
  .composite([
    {
      input: Buffer.from(Array.from({ length: 1600 * 1200 * 3 }, (_, i) => (i * 7919) % 256)),
      raw: { width: 1600, height: 1200, channels: 3 },
      blend: 'overlay',
    },
  ])
  .jpeg({ quality: 85 })
  .toBuffer();
const upload = await fetch(`${app.url}/api/Photo`, {
  method: 'POST',
  headers: { ...auth, 'content-type': 'image/jpeg' },
  body: image,
});
if (!upload.ok) throw new Error(`POST /api/Photo: ${upload.status} ${await upload.text()}`);
const photo = (await upload.json()).data;
const variantPath = `/api/Photo/${photo.id}/640.webp`;
const variant = Buffer.from(
  await (await fetch(`${app.url}${variantPath}`, { headers: auth })).arrayBuffer(),
);
writeFileSync(join(dist, 'bench-photo.webp'), variant);
const staticAnswer = await fetch(`${app.url}/bench-photo.webp`);
if (!staticAnswer.ok) throw new Error(`static file: ${staticAnswer.status}`);

async function run(path) {
  if (warmup > 0)
    await autocannon({
      url: `${app.url}${path}`,
      connections: 10,
      duration: warmup,
      headers: auth,
    });
  await settle(app.pid);
  const cpuBefore = cpuMs(app.pid);
  const result = await autocannon({
    url: `${app.url}${path}`,
    connections: 10,
    duration,
    headers: auth,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rate: result.requests.average,
    cpuPerRequest: (cpuMs(app.pid) - cpuBefore) / result.requests.total,
  };
}

const staticRun = await run('/bench-photo.webp');
const photoRun = await run(variantPath);
const staticRate = staticRun.rate;
const photoRate = photoRun.rate;
const cpu = (run) => `${run.cpuPerRequest.toFixed(2)} ms server CPU/req`;
console.log(
  `photo variant ${variant.length} B: ${photoRate.toFixed(0)} req/s, ${cpu(photoRun)}; static file of the same bytes: ${staticRate.toFixed(0)} req/s, ${cpu(staticRun)}; ratio ${(photoRate / staticRate).toFixed(2)}; load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
await app.stop();
rmSync(dist, { recursive: true, force: true });
