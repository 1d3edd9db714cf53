/**
 * What the sandbox exchange billed (issue 25): like a real exchange, it keeps what it charged the
 * buyer for every billed win — the clearing price of each win whose billing notice (the `burl`, or
 * the `nurl` when the bid has no `burl`) it delivered — per São Paulo day, seat, deal and site, and
 * writes its daily report in the exchange report format (packages/domain/src/exchange-reports/
 * report-format.ts) to DATA_DIR/exchange-reports/<slug>/<day>.csv at the day's end and on demand.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { saoPauloDateOf } from '@verba/domain/calendar/calendar-date';
import {
  exchangeReportCurrencies,
  formatExchangeReport,
  type ExchangeReportCurrency,
} from '@verba/domain/exchange-reports/report-format';

export interface BilledWin {
  at: Date;
  seat: string;
  dealId: string;
  site: string;
  currency: string;
  /** The clearing price, per CPM in `currency` (the `${AUCTION_PRICE}` sent). */
  priceCpm: number;
}

interface Line {
  seat: string;
  dealId: string;
  site: string;
  currency: ExchangeReportCurrency;
  impressions: number;
  spendMicros: bigint;
}

export interface BillingReport {
  /** Records one billed win. */
  bill(win: BilledWin): void;
  /** The days with billed wins, oldest first. */
  days(): string[];
  /** The day's report (header only when nothing was billed). */
  csv(day: string): string;
  /** Writes the day's report to `<dir>/<slug>/<day>.csv` (atomically) and returns the path. */
  write(dir: string, slug: string, day: string): string;
  /** Forgets days before `day` (kept in memory until written and imported). */
  forgetBefore(day: string): void;
}

export function createBillingReport(): BillingReport {
  const byDay = new Map<string, Map<string, Line>>();
  return {
    bill(win) {
      const currency = (exchangeReportCurrencies as readonly string[]).includes(win.currency)
        ? (win.currency as ExchangeReportCurrency)
        : null;
      if (!currency || !(win.priceCpm >= 0)) return;
      const day = saoPauloDateOf(win.at);
      const lines = byDay.get(day) ?? new Map<string, Line>();
      const key = `${win.seat}|${win.dealId}|${win.site}|${currency}`;
      const line = lines.get(key) ?? {
        seat: win.seat,
        dealId: win.dealId,
        site: win.site,
        currency,
        impressions: 0,
        spendMicros: 0n,
      };
      line.impressions += 1;
      // What one impression costs at the CPM: micros of the price / 1000, rounded down.
      line.spendMicros += BigInt(Math.floor(Math.round(win.priceCpm * 1_000_000) / 1000));
      lines.set(key, line);
      byDay.set(day, lines);
    },
    days: () => [...byDay.keys()].sort(),
    csv(day) {
      const lines = [...(byDay.get(day)?.values() ?? [])].sort(
        (a, b) => a.seat.localeCompare(b.seat) || a.dealId.localeCompare(b.dealId) || a.site.localeCompare(b.site),
      );
      return formatExchangeReport(lines.map((line) => ({ day, ...line })));
    },
    write(dir, slug, day) {
      const folder = join(dir, slug);
      mkdirSync(folder, { recursive: true });
      const path = join(folder, `${day}.csv`);
      writeFileSync(`${path}.tmp`, this.csv(day));
      renameSync(`${path}.tmp`, path);
      return path;
    },
    forgetBefore(day) {
      for (const known of byDay.keys()) if (known < day) byDay.delete(known);
    },
  };
}
