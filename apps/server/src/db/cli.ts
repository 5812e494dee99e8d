/**
 * Runs a maintenance command: prints its result, or its error message and exits 1.
 * `npm run -w` starts scripts inside apps/server; INIT_CWD is where the user typed the
 * command, so relative paths (DATA_DIR, the backup file) mean what the user expects.
 */
export async function runCli(command: (args: string[]) => Promise<string>): Promise<void> {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  try {
    const result = await command(process.argv.slice(2));
    process.stdout.write(`${result}\n`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
