import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { startServer, stopOnSignals } from './server';

async function main(): Promise<void> {
  try {
    const config = loadConfig();
    stopOnSignals(await startServer(config), {
      timeoutMs: config.shutdownTimeoutMs,
      drainMs: config.shutdownDrainMs,
    });
  } catch (error) {
    // Known start-up problems get their message alone; anything else its stack.
    const known = error instanceof ConfigError || error instanceof DataDirLockedError;
    console.error(known ? error.message : error);
    process.exit(1);
  }
}

await main();
