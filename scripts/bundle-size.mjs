// Brotli sizes of the built web app (`npm run build` first): what the login route loads (the
// entry script and the chunks index.html preloads with it), then every chunk. Budget: 150 KB
// for the login route (docs/performance.md, decision 058). Exits 1 when over.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export const loginBudgetBytes = 150_000;

const dist = resolve(import.meta.dirname, '../apps/web/dist');
const brotli = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const loginFiles = [
  ...html.matchAll(
    /<script[^>]+src="\/([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g,
  ),
].map((match) => match[1] ?? match[2]);
const sizeOf = (file) => brotli(readFileSync(join(dist, file)));

let login = 0;
console.log('Login route (entry + preloaded chunks):');
for (const file of loginFiles) {
  const size = sizeOf(file);
  login += size;
  console.log(`  ${file.padEnd(48)} ${kb(size).padStart(10)}`);
}
console.log(`  ${'total'.padEnd(48)} ${kb(login).padStart(10)}  (budget ${kb(loginBudgetBytes)})`);

console.log('Chunks loaded later, by screen:');
for (const file of readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'))) {
  if (loginFiles.includes(`assets/${file}`)) continue;
  console.log(`  assets/${file.padEnd(41)} ${kb(sizeOf(join('assets', file))).padStart(10)}`);
}
if (login > loginBudgetBytes) {
  console.error(`The login route loads ${kb(login)} of JavaScript, over ${kb(loginBudgetBytes)}.`);
  process.exit(1);
}
