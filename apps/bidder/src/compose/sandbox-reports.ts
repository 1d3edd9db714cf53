import { join } from 'node:path';
import type { Deps } from '@verba/core';
import { importExchangeReport } from '@verba/core/exchanges/reports/import-exchange-report';
import { sandboxExchangeSlug } from '@verba/domain';
import { saoPauloDateOf } from '@verba/domain/calendar/calendar-date';
import type { BillingReport } from '../sandbox/billing-report';

const checkEveryMs = 60_000;
/** A day's report is written once this long has passed its end (late notices arrive within the window). */
const settleMs = 10 * 60_000;

export interface SandboxReports {
  /** Writes the days billed so far (today's report so far included); returns the files written. */
  writeNow(): string[];
  stop(): Promise<void>;
}

/**
 * The sandbox exchange's daily report job: once a São Paulo day has ended (and 10 minutes more for
 * late notices) its report is written to DATA_DIR/exchange-reports/sandbox/<day>.csv and, on the
 * embedded default, imported as that exchange's report (source `sandbox`) so that
 * `npm run delivery:reconcile` and the staff page compare it without an operator.
 */
export function startSandboxReports({
  deps,
  billing,
  importReports,
}: {
  deps: Pick<Deps, 'db' | 'now' | 'config' | 'logger'>;
  billing: BillingReport;
  importReports: boolean;
}): SandboxReports {
  const dir = join(deps.config.dataDir, 'exchange-reports');
  let running: Promise<void> = Promise.resolve();
  const closeDays = async () => {
    const open = saoPauloDateOf(new Date(deps.now().getTime() - settleMs));
    for (const day of billing.days().filter((d) => d < open)) {
      const path = billing.write(dir, sandboxExchangeSlug, day);
      if (importReports)
        await importExchangeReport({
          deps,
          actor: null,
          input: { exchange: { slug: sandboxExchangeSlug }, bytes: Buffer.from(billing.csv(day)), source: 'sandbox' },
        });
      deps.logger.info({ day, path, imported: importReports }, 'sandbox exchange: daily report written');
    }
    billing.forgetBefore(open);
  };
  const timer = setInterval(() => {
    running = running
      .then(closeDays)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'sandbox exchange: daily report failed'));
  }, checkEveryMs);
  timer.unref();
  return {
    writeNow: () => billing.days().map((day) => billing.write(dir, sandboxExchangeSlug, day)),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
