// The built web app served by the real server (production, fresh PGlite data directory) with a
// small seeded circle (bench/seed.mjs: 3,000 posts, 300 offers, 300 users in groups), so a page
// can be loaded signed out or signed in as `bench-0`. `npm run build` first (or WEB_DIST_DIR, as the
// server reads it, to serve another build). Used by
// scripts/bundle-size.mjs and bench/lighthouse.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startServer } from './lib.mjs';

export const benchToken = 'bench-0';

/** The login route (every signed-out path shows it) and the signed-in home. */
export const webRoutes = {
  login: { path: '/groups/some-group/details/invite', signedIn: false },
  home: { path: '/', signedIn: true },
};

export async function startWebApp() {
  const dist = process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`${dist} is missing: run \`npm run build\` first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'kozos-bench-web-'));
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/seed.mjs', '--posts', '3000', '--offers', '300', '--users', '300'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATA_DIR: dataDir },
    },
  );
  if (seeded.status !== 0) throw new Error(`seeding failed (exit ${seeded.status})`);
  const server = await startServer('apps/server/src/main.ts', { DATA_DIR: dataDir });
  const response = await fetch(`${server.url}/api/User`, {
    headers: { authorization: `Bearer ${benchToken}` },
  });
  if (!response.ok) throw new Error(`GET /api/User: ${response.status}`);
  const userId = (await response.json()).data.id;
  /** The value the app keeps in localStorage (lib/session.ts) for the seeded user. */
  const session = JSON.stringify({ userId, isLoggedIn: true, token: benchToken });
  return {
    url: server.url,
    pid: server.child.pid,
    session,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
