import pg from 'pg';

/** The channel migration 0038's triggers notify, with the written table's name as the payload. */
export const tableChangesChannel = 'verba_table_changed';

/** A read's view of the tables it depends on: compared later to tell whether any was written since. */
export type ChangeStamp = readonly number[];

/**
 * Which tables were written since a read, as this process knows from the database's
 * notifications (issue 13's read cache). Every write statement to a table carrying the
 * `note_table_change` trigger notifies at commit; a session receives its own notifications before
 * its COMMIT returns, so a process always sees its own writes at once, and another process's
 * within the notification's delivery. While the listening connection is down nothing may be
 * trusted: `live` is false and every stamp taken before is stale.
 */
export class TableChanges {
  #generations = new Map<string, number>();
  #epoch = 0;
  #live = false;

  get live(): boolean {
    return this.#live;
  }

  changed(table: string): void {
    this.#generations.set(table, (this.#generations.get(table) ?? 0) + 1);
  }

  /** Listening (again): whatever was written while not listening is unknown, so all stamps go stale. */
  resume(): void {
    this.#epoch += 1;
    this.#live = true;
  }

  suspend(): void {
    this.#epoch += 1;
    this.#live = false;
  }

  stamp(tables: readonly string[]): ChangeStamp {
    return [this.#epoch, ...tables.map((table) => this.#generations.get(table) ?? 0)];
  }

  unchangedSince(tables: readonly string[], stamp: ChangeStamp): boolean {
    if (!this.#live || stamp[0] !== this.#epoch) return false;
    for (let i = 0; i < tables.length; i++) {
      if ((this.#generations.get(tables[i]!) ?? 0) !== stamp[i + 1]) return false;
    }
    return true;
  }
}

const reconnectMs = 1_000;

/**
 * Keeps one connection to the server listening for other processes' writes (each pooled session
 * hears its own), reconnecting after a
 * second when it drops (the changes are suspended meanwhile). Resolves once the first attempt is
 * over, listening or not.
 */
export async function listenOnServer(
  url: string,
  changes: TableChanges,
  /** Whether a write by that server session (backend pid) is news to this process. */
  fromOthers: (session: number) => boolean,
): Promise<{ close(): Promise<void> }> {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    changes.suspend();
    lostClient.end().catch(() => {});
    if (!closed) retry = setTimeout(() => void connect(), reconnectMs).unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (message) => {
      if (message.payload && fromOthers(message.processId)) changes.changed(message.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${tableChangesChannel}`);
      if (client === next && !closed) changes.resume();
    } catch {
      lost(next);
    }
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      changes.suspend();
      await last?.end().catch(() => {});
    },
  };
}
