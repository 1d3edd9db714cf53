import { and, count, eq } from 'drizzle-orm';
import { companyDocumentChangeRequests, paymentOrders } from '@verba/db';
import type { StaffHomeView } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';

/**
 * `GET staff/home`: what waits for the platform staff — bank deposits to confirm (DEPOSIT orders
 * waiting for payment) and CPF/CNPJ changes to review. Staff only.
 */
export async function getStaffHome({ deps, actor }: { deps: Deps; actor: Actor }): Promise<StaffHomeView> {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const [[deposits], [reviews]] = await Promise.all([
    deps.db
      .select({ n: count() })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.method, 'DEPOSIT'), eq(paymentOrders.status, 'waiting_payment'))),
    deps.db
      .select({ n: count() })
      .from(companyDocumentChangeRequests)
      .where(eq(companyDocumentChangeRequests.status, 'pending')),
  ]);
  return { deposits_waiting: deposits?.n ?? 0, document_changes_pending: reviews?.n ?? 0 };
}
