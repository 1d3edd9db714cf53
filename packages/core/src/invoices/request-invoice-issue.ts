import type { InvoiceView } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { withTransaction } from '../ledger/with-transaction';
import { findInvoice } from './find-invoice';
import { toInvoiceView } from './invoice-view';
import { requestLockedInvoiceIssue } from './request-issue';

/** `POST invoices/{id}/request-issue`: the invoice now rather than 30 days after payment. */
export async function requestInvoiceIssue({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }): Promise<InvoiceView> {
  return withTransaction(deps.db, async (tx) => {
    const found = await findInvoice({ db: tx, id, companyId: actor.companyId, forUpdate: true });
    const invoice = await requestLockedInvoiceIssue({ tx, deps, actor, invoice: found.invoice });
    return toInvoiceView({ ...found, invoice });
  });
}
