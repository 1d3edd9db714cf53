import { fail } from '../errors';
import type { Actor, Deps } from '../deps';
import { blobStoreOf } from '../storage/blob-store-of';
import { findInvoice } from './find-invoice';

/** `GET invoices/{id}/pdf`: the issued invoice's document and a file name; INVOICE_NOT_ISSUED before. */
export async function readInvoicePdf({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }): Promise<{ pdf: Buffer; fileName: string }> {
  const { invoice } = await findInvoice({ db: deps.db, id, companyId: actor.companyId });
  if (invoice.status !== 'issued' || !invoice.documentKey || invoice.number === null) throw fail('INVOICE_NOT_ISSUED');
  const pdf = await blobStoreOf(deps).get(invoice.documentKey);
  if (!pdf) throw new Error(`invoice ${invoice.id}: document ${invoice.documentKey} is missing from the blob store`);
  return { pdf, fileName: `nfse-${invoice.number.toString().padStart(8, '0')}.pdf` };
}
