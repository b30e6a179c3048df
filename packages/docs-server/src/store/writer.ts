import type {Database} from '../db/index.js';
import type {StoredEvent} from '../model.js';
import {insertEvents} from './events.js';

/** At most this many events in one statement: some 13 parameters each, well under PostgreSQL's 65,535. */
export const MAX_GROUP_EVENTS = 1000;

interface Pending {
  readonly events: readonly StoredEvent[];
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit for event batches. A statement costs about the same for one batch as for ten (on
 * PGlite most of it is the commit and the statement's own work in the single WebAssembly thread),
 * so batches that arrive while `lanes` writes are running wait and then go together in one
 * statement. Each caller's promise resolves only once its own events are committed: a 202 still
 * means stored. If a group fails, its batches are retried one by one, so only a failing batch fails.
 */
export class EventWriter {
  private readonly waiting: Pending[] = [];
  private running = 0;
  private idle: (() => void)[] = [];
  private scheduled = false;

  constructor(
    private readonly db: Database,
    /** Statements at once: 1 for PGlite (one thread), a few for PostgreSQL (a pool, many cores). */
    private readonly lanes: number,
  ) {}

  write(events: readonly StoredEvent[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({events, resolve, reject});
      this.pump();
    });
  }

  /** Resolves once every batch written so far is committed (or has failed): before the database closes. */
  flush(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /**
   * Starts the next groups on the event loop's next turn, not at once: PGlite runs a statement in
   * this thread without yielding, so a write started within a request's handler would block the
   * requests already received from joining it, and every group would hold one batch.
   */
  private pump(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.start();
    });
  }

  private start(): void {
    while (this.running < this.lanes && this.waiting.length > 0) {
      const group = this.take();
      this.running++;
      void this.commit(group).finally(() => {
        this.running--;
        this.pump();
        if (this.running === 0 && this.waiting.length === 0) this.idle.splice(0).forEach((resolve) => resolve());
      });
    }
  }

  /** The batches waiting longest, up to MAX_GROUP_EVENTS events (always at least one batch). */
  private take(): Pending[] {
    const group = [this.waiting.shift()!];
    let size = group[0]!.events.length;
    while (this.waiting.length > 0 && size + this.waiting[0]!.events.length <= MAX_GROUP_EVENTS) {
      const next = this.waiting.shift()!;
      size += next.events.length;
      group.push(next);
    }
    return group;
  }

  private async commit(group: readonly Pending[]): Promise<void> {
    try {
      await insertEvents(
        this.db,
        group.flatMap((pending) => pending.events),
      );
      group.forEach((pending) => pending.resolve());
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const pending of group) await insertEvents(this.db, pending.events).then(pending.resolve, pending.reject);
    }
  }
}
