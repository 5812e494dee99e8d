// Issue 25: the bytes of images a 390 px phone downloads for the first screen of the signed-in
// home when its feed is ten posts with photos: `npm run build && node bench/photo-home.mjs`.
// The seeded circle of bench/web-app.mjs, then ten photos (synthetic 4000 × 3000 JPEGs of
// blurred noise over a colour gradient, made with sharp, about as hard to compress as a
// photo of a garden) uploaded as `bench-0` and attached to ten new posts in its first group, so
// they top its home feed. Chromium (CHROME_PATH, default /usr/bin/chromium) opens `/` at
// 390 × 844 with an empty cache, the bearer token also on image requests (a seeded session has
// no cookie), at device pixel ratios 1, 1.75 (Lighthouse's mobile) and 3, without scrolling;
// every photo variant answered until the network is idle (at most two connections open: the
// live stream stays) is counted, lazy loading fetching the photos a little below the screen
// too. Prints one line per ratio.
import { loadavg } from 'node:os';
import puppeteer from 'puppeteer-core';
import sharp from 'sharp';
import { benchToken, startWebApp } from './web-app.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ratios = [1, 1.75, 3];
const app = await startWebApp();
const auth = { authorization: `Bearer ${benchToken}` };

async function api(method, path, body, headers = { 'content-type': 'application/json' }) {
  const response = await fetch(`${app.url}/api/${path}`, {
    method,
    headers: { ...auth, ...headers },
    body:
      body === undefined
        ? undefined
        : headers['content-type'] === 'application/json'
          ? JSON.stringify(body)
          : body,
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

async function photo(index) {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(4)
    .png()
    .toBuffer();
  const hue = (index * 36) % 360;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient)
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

try {
  const groups = await api('GET', 'Group');
  const groupId = (Array.isArray(groups) ? groups : groups.items)[0].id;
  for (let index = 0; index < 10; index += 1) {
    const stored = await api('POST', 'Photo', await photo(index), { 'content-type': 'image/jpeg' });
    await api('POST', 'Post', {
      groupId,
      title: `Photo post ${index + 1}`,
      description: 'Friss a kertből.',
      tags: '',
      photoIds: [stored.id],
    });
  }
  for (const ratio of ratios) {
    const browser = await puppeteer.launch({
      executablePath: chromePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await browser.newPage();
      await page.setViewport({ width: 390, height: 844, deviceScaleFactor: ratio, isMobile: true });
      await page.goto(`${app.url}/healthz`);
      await page.evaluate((value) => localStorage.setItem('kozos.session', value), app.session);
      await page.setExtraHTTPHeaders(auth);
      const variants = [];
      page.on('response', async (response) => {
        const match = /\/api\/Photo\/[^/]+\/(\d+)\.webp$/.exec(response.url());
        if (!match || response.status() !== 200) return;
        variants.push(
          response.buffer().then((body) => ({ width: Number(match[1]), bytes: body.length })),
        );
      });
      const load = loadavg()[0];
      await page.goto(`${app.url}/`, { waitUntil: 'networkidle2', timeout: 120_000 });
      const fetched = await Promise.all(variants);
      const bytes = fetched.reduce((sum, item) => sum + item.bytes, 0);
      const widths = fetched.map((item) => item.width).join(',');
      console.log(
        `dpr ${ratio}: ${fetched.length} photos, ${(bytes / 1024).toFixed(1)} KiB (widths ${widths}) load ${load.toFixed(1)}`,
      );
    } finally {
      await browser.close();
    }
  }
} finally {
  await app.stop();
}
