// Builds the server into apps/server/dist (issue 28.5, decision 149): one ES module bundle per
// entry, our own code and @kozos/contract compiled in, every npm package left to node_modules.
// Production runs it with plain `node` (no TypeScript compiler or loader at run time); tsx stays
// for development and tests. `node scripts/build-server.mjs` builds (`--if-stale`: only when the
// build is missing or older than its sources); `npm start`, the bench and e2e build that way.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
/** The newest modification time of a file or anything below a folder (0 when missing). */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

export const serverDist = join(root, 'apps/server/dist');
/** The entries: the production server, and what the feed bench starts it through. */
const entries = {
  main: 'apps/server/src/main.ts',
  server: 'apps/server/src/server.ts',
  config: 'apps/server/src/config.ts',
};
const sources = ['apps/server/src', 'apps/server/package.json', 'packages/contract/src'];

export function serverBuildIsStale() {
  const built = Object.keys(entries).map((name) => join(serverDist, `${name}.js`));
  if (!built.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return sources.some((source) => newestMtime(join(root, source)) > builtAt);
}

/*
 * A module that finds files beside its source (`import.meta.dirname`: the migrations, the
 * locale files, the web build) must find the same files from the bundle: each use is rewritten
 * to the source file's own folder, relative to the bundle.
 */
const sourceDirname = {
  name: 'source-dirname',
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      const fromDist = relative(serverDist, dirname(args.path)).split('\\').join('/');
      const folder = `(import.meta.dirname + ${JSON.stringify(`/${fromDist}`)})`;
      return { contents: text.replaceAll('import.meta.dirname', folder), loader: 'ts' };
    });
  },
};

export async function buildServer() {
  const started = performance.now();
  const manifest = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8'));
  const packages = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@kozos/'));
  await build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir: serverDist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: packages,
    sourcemap: true,
    logLevel: 'warning',
    plugins: [sourceDirname],
  });
  return Math.round(performance.now() - started);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--if-stale') && !serverBuildIsStale()) process.exit(0);
  const ms = await buildServer();
  console.log(`Built the server into ${relative(root, serverDist)} in ${ms} ms`);
}
