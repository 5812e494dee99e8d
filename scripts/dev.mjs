// `npm run dev`: the API server with reload on change (tsx watch) and Vite's dev server with hot
// module reload, which proxies /api to the server. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
// npm runs workspace scripts inside the workspace folder: keep the data where `npm start` keeps it.
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? resolve(root, 'data') };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@kozos/server'], { cwd: root, stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@kozos/web'], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
