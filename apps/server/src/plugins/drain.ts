/**
 * The drain of a stopping instance (decisions 155, 186). From SIGTERM on, the instance keeps
 * its listener open for SHUTDOWN_DRAIN_MS and answers every request as usual, but each answer
 * says `Connection: close`, so a proxy's or browser's kept-alive connection ends after it and
 * the next request opens a new one (after the window, to another instance); live streams are
 * ended with a reconnect hint at once, and a stream opened meanwhile is ended the same way.
 */
export class Drain {
  #active = false;
  readonly #listeners = new Set<() => void>();

  get active(): boolean {
    return this.#active;
  }

  /** Starts the drain (once): the listeners run now. */
  start(): void {
    if (this.#active) return;
    this.#active = true;
    for (const listener of this.#listeners) listener();
  }

  /** Runs `listener` when the drain starts; returns its removal. */
  onStart(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}
