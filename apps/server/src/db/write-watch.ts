import { randomUUID } from 'node:crypto';
import { currentChange, type Changed, type WriteScope } from './write-scope';

/*
 * Every statement the app sends goes through a watch on its connection (db/watched-drivers.ts),
 * so no code path — a request, a scheduled job, a script on the app's database — can write
 * without the write clock hearing of it (decision 043). A statement outside a transaction is
 * reported once it returns; a transaction's writes once its COMMIT returns, with the scopes they
 * named. Reporting after the commit matters: a reader that looked at the clock before the
 * report may have read the old rows, and its answer is then recognised as stale.
 */

export type StatementKind = 'begin' | 'commit' | 'rollback' | 'read' | 'write';

const readKeywords = new Set([
  'select',
  'show',
  'values',
  'table',
  'explain',
  'savepoint',
  'release',
  'set',
  'reset',
  'listen',
  'unlisten',
  'notify',
  'fetch',
  'declare',
  'close',
  'discard',
  'deallocate',
  'lock',
]);

/**
 * What a statement does to the data, by its text. Anything not known to be harmless counts as
 * a write: a wrong guess costs a cache refill, never a stale answer.
 */
export function classifyStatement(text: string): StatementKind {
  const sql = text
    .replace(/^(\s|--[^\n]*\n?|\/\*[\s\S]*?\*\/|\()+/, '')
    .replace(/[\s;]+$/, '')
    .toLowerCase();
  // Several statements in one string (simple protocol): not worth taking apart.
  if (sql.includes(';')) return 'write';
  const keyword = /^[a-z]+/.exec(sql)?.[0] ?? '';
  if (keyword === 'begin' || keyword === 'start') return 'begin';
  if (keyword === 'commit' || keyword === 'end') return 'commit';
  if (keyword === 'rollback' || keyword === 'abort')
    return /^rollback\s+((work|transaction)\s+)?to\b/.test(sql) ? 'read' : 'rollback';
  if (keyword === 'with') return /\b(insert|update|delete|merge)\b/.test(sql) ? 'write' : 'read';
  return readKeywords.has(keyword) ? 'read' : 'write';
}

export interface WriteListener {
  /** Writes committed (on this process's connections) that may have changed `changed`. */
  committed(changed: Changed): void;
  /** A committed write could not be announced to the other instances. */
  unannounced?(error: unknown): void;
}

/** The writes of one database handle, for whoever keeps caches of what it reads. */
export class WriteFeed {
  /** Names this handle in announcements, so its own come back to nobody twice. */
  readonly origin = randomUUID();
  private readonly listeners = new Set<WriteListener>();
  /** Told how long each statement took, by kind (metrics, decision 153); unset costs nothing. */
  timeStatements: ((kind: StatementKind, seconds: number) => void) | undefined;

  listen(listener: WriteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  committed(changed: Changed): void {
    for (const listener of this.listeners) listener.committed(changed);
  }

  unannounced(error: unknown): void {
    for (const listener of this.listeners) listener.unannounced?.(error);
  }
}

/** What an open transaction's writes named so far. */
class Pending {
  everything = false;
  readonly scopes = new Set<WriteScope>();

  add(changed: Changed): void {
    if (changed === 'everything') this.everything = true;
    else for (const scope of changed) this.scopes.add(scope);
  }

  get changed(): Changed | undefined {
    if (this.everything) return 'everything';
    return this.scopes.size > 0 ? [...this.scopes] : undefined;
  }
}

/**
 * One connection's statements. `announce`, on a server, sends what changed to the other
 * instances over this same connection: inside a transaction just before its COMMIT (PostgreSQL
 * delivers it exactly when the commit happens), else right after the write.
 */
export class ConnectionWatch {
  private open: Pending | undefined;

  constructor(
    private readonly feed: WriteFeed,
    private readonly announce?: (changed: Changed) => Promise<unknown>,
  ) {}

  /** Runs one statement; `text` undefined means it cannot be read, so it counts as a write. */
  async run<R>(text: string | undefined, run: () => Promise<R>): Promise<R> {
    const kind = text === undefined ? 'write' : classifyStatement(text);
    const observe = this.feed.timeStatements;
    const execute = observe
      ? async () => {
          const start = performance.now();
          try {
            return await run();
          } finally {
            observe(kind, (performance.now() - start) / 1000);
          }
        }
      : run;
    if (kind === 'read') return execute();
    if (kind === 'begin') {
      const result = await execute();
      this.open = new Pending();
      return result;
    }
    if (kind === 'rollback') {
      this.open = undefined;
      return execute();
    }
    if (kind === 'commit') return this.commit(execute);
    if (this.open) {
      this.open.add(currentChange());
      return execute();
    }
    return this.autocommit(currentChange(), execute);
  }

  /** A transaction run by the driver itself (PGlite): `work` ends with its commit. */
  async transaction<R>(work: () => Promise<R>): Promise<R> {
    this.open = new Pending();
    const pending = this.open;
    const result = await work();
    this.open = undefined;
    const changed = pending.changed;
    if (changed) this.feed.committed(changed);
    return result;
  }

  private async commit<R>(execute: () => Promise<R>): Promise<R> {
    const changed = this.open?.changed;
    this.open = undefined;
    if (!changed) return execute();
    // A failed announcement fails the commit: the transaction is rolled back, not unannounced.
    if (this.announce) await this.announce(changed);
    try {
      return await execute();
    } finally {
      // Even when COMMIT failed: the connection may have died after the server committed.
      this.feed.committed(changed);
    }
  }

  private async autocommit<R>(changed: Changed, execute: () => Promise<R>): Promise<R> {
    if (changed !== 'everything' && changed.length === 0) return execute();
    let result: R;
    try {
      result = await execute();
    } finally {
      this.feed.committed(changed);
    }
    try {
      await this.announce?.(changed);
    } catch (error) {
      this.feed.unannounced(error);
    }
    return result;
  }
}
