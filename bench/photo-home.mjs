// Issue 25: the bytes of images a 390 px phone downloads for the first screen of the signed-in
// home when its feed is ten posts with photos: `npm run build && node bench/photo-home.mjs`.
// The seeded circle of bench/web-app.mjs, then ten photo posts on top of the home
// (bench/photo-seed.mjs). Chromium (CHROME_PATH, default /usr/bin/chromium) opens `/` at
// 390 × 844 with an empty cache, the bearer token also on image requests (a seeded session has
// no cookie), at device pixel ratios 1, 1.75 (Lighthouse's mobile) and 3, without scrolling;
// every photo variant answered until the network is idle (at most two connections open: the
// live stream stays) is counted, lazy loading fetching the photos a little below the screen
// too. Prints one line per ratio.
import { loadavg } from 'node:os';
import puppeteer from 'puppeteer-core';
import { benchAuth as auth, seedPhotoPosts } from './photo-seed.mjs';
import { startWebApp } from './web-app.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ratios = [1, 1.75, 3];
const app = await startWebApp();

try {
  await seedPhotoPosts(app);
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
