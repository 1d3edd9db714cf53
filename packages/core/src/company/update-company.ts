import { eq } from 'drizzle-orm';
import { companies } from '@verba/db';
import { can, documentTypeOf, type UpdateCompanyInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail, invalidField } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { invalidateActorCache } from '../auth/actor-cache';
import { presentCompany } from './present-company';

type CompanyRow = typeof companies.$inferSelect;
const auditedFields = [
  'legalName',
  'tradeName',
  'document',
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

/** Updates the actor's company (legal and trade name, CPF/CNPJ, phone, address): manager and user_manager only. */
export async function updateCompany({ deps, actor, input }: { deps: Deps; actor: Actor; input: UpdateCompanyInput }) {
  if (!can.editCompany(actor.role)) throw fail('FORBIDDEN');
  const documentType = documentTypeOf(input.document);
  if (!documentType) throw invalidField('document', 'validation:document');
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, actor.companyId)).limit(1).for('update');
    if (!before) throw fail('NOT_FOUND');
    const [after] = await tx
      .update(companies)
      .set({
        legalName: input.legal_name,
        tradeName: input.trade_name,
        document: input.document,
        documentType,
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
