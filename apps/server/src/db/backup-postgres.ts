import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/*
 * On a PostgreSQL server the standard tools do the job better than anything of ours:
 * pg_dump's custom format is compressed and restorable table by table.
 */

export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await runTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${databaseUrl}`]);
}

export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  await runTool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}

function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} was not found on PATH: install the PostgreSQL client tools ` +
                '(the same major version as the server or newer) and try again.',
            )
          : error,
      );
    });
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed with exit code ${code ?? 'unknown'}.`));
    });
  });
}
