import { and, eq, gt } from 'drizzle-orm';
import { companies, companyAccessRequests } from '@verba/db';
import type { AccessRequestInput } from '@verba/domain';
import type { Deps } from '../deps';
import { queueEmail } from '../mail/queue-email';
import { companyAdministrators } from './company-administrators';

/** One e-mail per asker and company a day, whatever the route's per-IP limit lets through. */
const repeatWindowMs = 24 * 3_600_000;
/** And at most this many askers a day per company, so its administrators cannot be flooded. */
const dailyPerCompany = 10;

export interface AccessRequestResult {
  requested: true;
}

/**
 * POST register/access-request (no login): someone whose sign-up found the CPF/CNPJ taken asks to
 * be invited. The company's administrators are e-mailed the asker's address and a link to invite
 * users; the asker is told nothing about the company — the answer is the same whether the document
 * is registered, unknown, or the daily limits were reached.
 */
export async function requestCompanyAccess({
  deps,
  input,
  ip,
}: {
  deps: Deps;
  input: AccessRequestInput;
  ip?: string;
}): Promise<AccessRequestResult> {
  const now = deps.now();
  const since = new Date(now.getTime() - repeatWindowMs);
  await deps.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id, tradeName: companies.tradeName, legalName: companies.legalName })
      .from(companies)
      .where(eq(companies.document, input.company_document))
      .for('update');
    if (!company) return;
    const recent = await tx
      .select({ email: companyAccessRequests.email })
      .from(companyAccessRequests)
      .where(
        and(eq(companyAccessRequests.companyId, company.id), gt(companyAccessRequests.requestedAt, since)),
      );
    if (recent.length >= dailyPerCompany || recent.some((r) => r.email === input.email)) return;
    await tx
      .insert(companyAccessRequests)
      .values({ companyId: company.id, email: input.email, ip: ip ?? null, requestedAt: now });
    for (const admin of await companyAdministrators({ db: tx, companyId: company.id })) {
      await queueEmail({
        db: tx,
        to: admin.email,
        language: admin.language,
        template: 'access_requested',
        params: {
          name: admin.name,
          email: input.email,
          company: company.tradeName || company.legalName,
          url: `${deps.config.appUrl}/my-users`,
        },
      });
    }
  });
  return { requested: true };
}
