// The JavaScript a browser fetches for the login route and for the signed-in home, as it loads
// them: Chromium (playwright-core) opens each route of the built app served by the real server
// (`npm run build` first; bench/web-app.mjs seeds a small circle for the signed-in home), waits
// until the network is idle, and sums the brotli size (quality 11, what the server sends) of
// every script it fetched — the entry, what index.html preloads, the language's texts and every
// lazily imported chunk. Exits 1 when the login route is over its ceiling (docs/performance.md,
// decisions 058, 064 and 150). `--list` prints every file.
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startWebApp, webRoutes } from '../bench/web-app.mjs';

export const loginCeilingBytes = 150_000;

const brotli = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const list = process.argv.includes('--list');

async function measure(browser, app, route) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (route.signedIn)
    await context.addInitScript((session) => {
      if (!localStorage.getItem('kozos.session')) localStorage.setItem('kozos.session', session);
    }, app.session);
  const page = await context.newPage();
  const scripts = new Map();
  let requests = 0;
  page.on('request', () => requests++);
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && !scripts.has(pathname))
      scripts.set(pathname, response.body().then(brotli));
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${app.url}${route.path}`, { waitUntil: 'load' });
  // The signed-in app keeps a live stream open, so the network is never idle: wait until no
  // request has started for 2 s.
  let seen = -1;
  while (seen !== requests) {
    seen = requests;
    await page.waitForTimeout(2000);
  }
  if (errors.length) throw new Error(`${route.path}: ${errors.join('; ')}`);
  await page.screenshot({ path: `/tmp/bundle-${route.signedIn ? 'home' : 'login'}.png` });
  const files = await Promise.all(
    [...scripts].map(async ([file, size]) => ({ file, size: await size })),
  );
  await context.close();
  return { requests, files, total: files.reduce((sum, { size }) => sum + size, 0) };
}

const app = await startWebApp();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
let login = 0;
try {
  for (const [name, route] of Object.entries(webRoutes)) {
    const { requests, files, total } = await measure(browser, app, route);
    if (name === 'login') login = total;
    console.log(
      `${name} (${route.path}): ${kb(total)} of JavaScript in ${files.length} files, ${requests} requests in all`,
    );
    if (list)
      for (const { file, size } of files.sort((a, b) => b.size - a.size))
        console.log(`  ${file.padEnd(52)} ${kb(size).padStart(9)}`);
  }
} finally {
  await browser.close();
  await app.stop();
}
console.log(`login route ceiling ${kb(loginCeilingBytes)}`);
if (login > loginCeilingBytes) {
  console.error(`The login route loads ${kb(login)} of JavaScript, over ${kb(loginCeilingBytes)}.`);
  process.exit(1);
}
