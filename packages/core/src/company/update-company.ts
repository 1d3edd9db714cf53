import { eq } from 'drizzle-orm';
import { companies } from '@verba/db';
import { can, companyDocumentMessageKeys, type UpdateCompanyInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { DomainError, fail } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { invalidateActorCache } from '../auth/actor-cache';
import { presentCompany } from './present-company';

type CompanyRow = typeof companies.$inferSelect;
const auditedFields = [
  'legalName',
  'tradeName',
  'phone',
  'zipcode',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
] as const satisfies readonly (keyof CompanyRow)[];

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Updates the actor's company (legal and trade name, phone, address): manager and user_manager
 * only. The CPF/CNPJ is not changed here: a different one is refused (422
 * COMPANY_DOCUMENT_CHANGE_NEEDS_REVIEW on the field); it changes through a staff-reviewed request
 * (requestDocumentChange), so a bank account holder can never follow an edited document.
 */
export async function updateCompany({ deps, actor, input }: { deps: Deps; actor: Actor; input: UpdateCompanyInput }) {
  if (!can.editCompany(actor.role)) throw fail('FORBIDDEN');
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, actor.companyId)).limit(1).for('update');
    if (!before) throw fail('NOT_FOUND');
    if (input.document !== undefined && input.document !== before.document) throw documentNeedsReview();
    const [after] = await tx
      .update(companies)
      .set({
        legalName: input.legal_name,
        tradeName: input.trade_name,
        phone: input.phone,
        ...input.address,
        updatedAt: now,
      })
      .where(eq(companies.id, before.id))
      .returning();
    const changes = Object.fromEntries(
      auditedFields.filter((f) => before[f] !== after![f]).map((f) => [snakeCase(f), { from: before[f], to: after![f] }]),
    );
    if (Object.keys(changes).length > 0) {
      await recordAudit({ db: tx, actor, action: 'company.updated', targetType: 'company', targetId: before.id, metadata: { changes } });
    }
    return after!;
  });
  invalidateActorCache({ companyId: row.id });
  return presentCompany(row);
}

const documentNeedsReview = () =>
  new DomainError('COMPANY_DOCUMENT_CHANGE_NEEDS_REVIEW', { document: [{ key: companyDocumentMessageKeys.needsReview, params: {} }] });
