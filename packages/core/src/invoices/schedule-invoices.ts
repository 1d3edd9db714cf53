import { saoPauloDateOf } from '@verba/domain';
import type { Deps } from '../deps';
import { enqueueJob } from '../jobs/enqueue-job';
import { createMissingInvoices } from './create-missing-invoices';
import { invoiceScheduleJob } from './jobs';

const dayMs = 24 * 3600_000;

/**
 * Job `invoices.schedule`, daily: first enqueues tomorrow's run (one per São Paulo day, so the
 * chain never breaks nor doubles, even when this run fails and is retried), then creates the
 * invoices of paid orders that have none yet. The chain is started by migration 0006.
 */
export async function scheduleInvoices({ deps }: { deps: Deps }): Promise<void> {
  const next = new Date(deps.now().getTime() + dayMs);
  await enqueueJob({ db: deps.db, kind: invoiceScheduleJob, runAt: next, dedupeKey: `${invoiceScheduleJob}:${saoPauloDateOf(next)}` });
  const created = await createMissingInvoices({ deps });
  if (created > 0) deps.logger.info({ created }, 'invoices created for paid orders');
}
