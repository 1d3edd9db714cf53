import { existsSync } from 'node:fs';
import type { DeliveryEvent } from '@verba/domain/delivery/contracts';
import type { EventStoreLogger } from './logger';
import type { ClickHouseRunner } from './runner';
import { freshEvents, insertEvents } from './ship';
import { Spool, writeDurably } from './spool';

/** Spool lines are events as JSON, one per line. */
export const spoolLines = (events: readonly DeliveryEvent[]) =>
  events.map((event) => `${JSON.stringify(event)}\n`).join('');

function readSegment(path: string, logger: EventStoreLogger): DeliveryEvent[] {
  const events: DeliveryEvent[] = [];
  for (const line of Spool.readLines(path)) {
    try {
      events.push(JSON.parse(line) as DeliveryEvent);
    } catch {
      logger.error({ path }, 'event spool: unreadable line skipped');
    }
  }
  return events;
}

/**
 * Moves sealed spool segments into ClickHouse, oldest first, every `intervalMs` and on `shipNow()`.
 * Rounds never overlap; a segment that fails stays for the next round.
 *
 * Ship log: the exact block to insert (the segment less ids already stored) is first written
 * durably beside the segment (`.batch`), then inserted with its deduplication token, then the
 * `.batch` and the segment are removed. After a crash the same `.batch` is inserted again: the
 * engine drops what it already holds in each table and materialized view and writes what was
 * missing (a crash can fall between the parts of one insert), so nothing counts twice or is lost.
 */
export class Shipper {
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> = Promise.resolve();
  private shipping = false;

  constructor(
    private readonly spool: Spool,
    private readonly runner: ClickHouseRunner,
    private readonly logger: EventStoreLogger,
  ) {}

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      // A slow round is not queued behind by every tick: the next tick after it ships what came meanwhile.
      if (this.shipping) return;
      this.shipNow().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'event shipping failed; retrying'),
      );
    }, intervalMs);
    this.timer.unref();
  }

  /** Seals what is spooled and ships every sealed segment; rejects when a segment could not be shipped. */
  shipNow(): Promise<void> {
    const next = this.round.catch(() => undefined).then(() => this.shipAll());
    this.round = next;
    return next;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.round.catch(() => undefined);
  }

  private async shipAll(): Promise<void> {
    this.shipping = true;
    try {
      await this.shipSealed();
    } finally {
      this.shipping = false;
    }
  }

  private async shipSealed(): Promise<void> {
    await this.spool.seal();
    for (const segment of this.spool.sealedSegments()) {
      const batchFile = `${segment}.batch`;
      let batch: DeliveryEvent[];
      if (existsSync(batchFile)) batch = readSegment(batchFile, this.logger);
      else {
        batch = await freshEvents(this.runner, readSegment(segment, this.logger));
        await writeDurably(batchFile, spoolLines(batch));
      }
      if (batch.length > 0) await insertEvents(this.runner, batch);
      Spool.remove(batchFile);
      Spool.remove(segment);
    }
  }
}
