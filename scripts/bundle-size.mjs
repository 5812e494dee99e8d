// Brotli sizes of the built web app (`npm run build` first): what the login route loads (the
// entry script, the chunks index.html preloads with it, and one language's texts), then every
// chunk. Target 150 KB for the login route, reached at 149.9 KB (2026-11-25); exits 1 above the
// ceiling that keeps it from growing back (docs/performance.md, decisions 058 and 064).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export const loginTargetBytes = 150_000;
export const loginCeilingBytes = 150_000;

const dist = resolve(import.meta.dirname, '../apps/web/dist');
const brotli = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

const sizeOf = (file) => brotli(readFileSync(join(dist, file)));
const sizeOfFile = sizeOf;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const loginFiles = [
  ...html.matchAll(
    /<script[^>]+src="\/([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g,
  ),
].map((match) => match[1] ?? match[2]);
// The texts of the language shown load right after the entry (lib/i18n.ts): count the larger.
const languages = readdirSync(join(dist, 'assets')).filter((name) => /^(en|hu)-.*\.js$/.test(name));
const largestLanguage = languages
  .map((name) => `assets/${name}`)
  .sort((a, b) => sizeOfFile(b) - sizeOfFile(a))[0];
if (largestLanguage) loginFiles.push(largestLanguage);

let login = 0;
console.log('Login route (entry + preloaded chunks):');
for (const file of loginFiles) {
  const size = sizeOf(file);
  login += size;
  console.log(`  ${file.padEnd(48)} ${kb(size).padStart(10)}`);
}
console.log(
  `  ${'total'.padEnd(48)} ${kb(login).padStart(10)}  (target ${kb(loginTargetBytes)}, ceiling ${kb(loginCeilingBytes)})`,
);

console.log('Chunks loaded later, by screen:');
for (const file of readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'))) {
  if (loginFiles.includes(`assets/${file}`)) continue;
  console.log(`  assets/${file.padEnd(41)} ${kb(sizeOf(join('assets', file))).padStart(10)}`);
}
if (login > loginCeilingBytes) {
  console.error(`The login route loads ${kb(login)} of JavaScript, over ${kb(loginCeilingBytes)}.`);
  process.exit(1);
}
