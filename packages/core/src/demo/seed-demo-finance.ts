import { and, eq, isNull } from 'drizzle-orm';
import { advertisers, bankAccounts, companies, users } from '@verba/db';
import {
  bankAccountInputSchema,
  createAdvertiserSchema,
  createPaymentOrderSchema,
  createWithdrawalSchema,
  roleById,
} from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { createAdvertiser } from '../advertisers/create-advertiser';
import { setAdvertiserStatus } from '../advertisers/set-advertiser-status';
import { createBankAccount } from '../bank-accounts/create-bank-account';
import { requestOrderNfse } from '../invoices/request-order-nfse';
import { createPaymentOrderOnce } from '../payment-orders/create-payment-order-once';
import { findPaymentOrder } from '../payment-orders/find-payment-order';
import { requestWithdrawalOnce } from '../withdrawals/request-withdrawal-once';
import {
  demoAdvertisers,
  demoBankAccount,
  demoOrderIdempotencyKey,
  demoWithdrawal,
  type DemoAdvertiser,
} from './demo-finance-data';
import { payDemoOrder } from './pay-demo-order';

/** The demo agency's administrator, acting as if signed in (the seed has no session). */
export async function demoAdminActor(deps: Deps, email: string): Promise<Actor | undefined> {
  const [user] = await deps.db
    .select({ id: users.id, companyId: users.companyId, roleId: users.roleId, language: users.language })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), eq(users.invitationBlocked, false)))
    .limit(1);
  const role = user && roleById(user.roleId);
  if (!user || role !== 'manager') return undefined;
  return {
    userId: user.id,
    companyId: user.companyId,
    role,
    isStaff: false,
    tokenId: 'demo-seed',
    impersonatorUserId: null,
    language: user.language,
  };
}

/** The advertiser of that name, or a new one created by the use case (with its R$ 1,00). */
async function ensureAdvertiser(
  deps: Deps,
  actor: Actor,
  demo: DemoAdvertiser,
): Promise<{ id: string; created: boolean }> {
  const input = createAdvertiserSchema.parse(demo.input);
  const [found] = await deps.db
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(and(eq(advertisers.companyId, actor.companyId), eq(advertisers.name, input.name)))
    .limit(1);
  if (found) return { id: found.id, created: false };
  const created = await createAdvertiser({ deps, actor, input });
  return { id: created.id, created: true };
}

async function seedAdvertiser(deps: Deps, actor: Actor, demo: DemoAdvertiser) {
  const advertiser = await ensureAdvertiser(deps, actor, demo);
  for (const demoOrder of demo.orders) {
    // A stable Idempotency-Key: on later starts the first answer is replayed, nothing is created.
    const { body } = await createPaymentOrderOnce({
      deps,
      actor,
      input: createPaymentOrderSchema.parse({
        advertiser_id: advertiser.id,
        amount: demoOrder.amount,
        method: demoOrder.method,
        card: demoOrder.card,
      }),
      idempotencyKey: demoOrderIdempotencyKey(demoOrder),
    });
    if (!demoOrder.pay) continue;
    const { order } = await findPaymentOrder({ db: deps.db, id: body.data.id, companyId: actor.companyId });
    const paidNow = await payDemoOrder({ deps, order });
    if (paidNow && demoOrder.requestInvoice) await requestOrderNfse({ deps, actor, orderId: order.id });
  }
  // Only right after creating it: an advertiser someone reactivated since stays active.
  if (demo.inactive && advertiser.created)
    await setAdvertiserStatus({ deps, actor, id: advertiser.id, status: 'inactive' });
}

/** The main receiving account, unless the company already has bank accounts of its own. */
async function seedBankAccount(deps: Deps, actor: Actor) {
  const [existing] = await deps.db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, actor.companyId))
    .limit(1);
  if (existing) return;
  const [company] = await deps.db
    .select({ document: companies.document })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const input = bankAccountInputSchema.parse({
    ...demoBankAccount,
    holder_document: company!.document,
    is_main: true,
  });
  await createBankAccount({ deps, actor, input });
}

/**
 * The demo agency's finance area (issue 3), idempotent: three advertisers created through the use
 * case (so each gets the symbolic R$ 1,00 from the ledger), one of them inactive; paid Pix, card,
 * boleto and PayPal orders settled through the sandbox's signed webhook (crediting the wallets and
 * the agency's 5 % cashback); one boleto waiting for payment; the NFS-e of one order requested;
 * an Itaú main bank account in the company's CNPJ; and one cashback withdrawal, sent by the
 * payout job on its settlement day. Every step goes through the use cases the API calls, so the
 * ledger books everything itself.
 */
export async function seedDemoFinance({
  deps,
  adminEmail,
}: {
  deps: Deps;
  adminEmail: string;
}): Promise<void> {
  const actor = await demoAdminActor(deps, adminEmail);
  if (!actor) {
    deps.logger.warn(
      { email: adminEmail },
      'demo finance data skipped: the demo administrator is gone or no longer a manager',
    );
    return;
  }
  for (const demo of demoAdvertisers) await seedAdvertiser(deps, actor, demo);
  await seedBankAccount(deps, actor);
  await requestWithdrawalOnce({
    deps,
    actor,
    input: createWithdrawalSchema.parse({ amount: demoWithdrawal.amount }),
    idempotencyKey: demoWithdrawal.key,
  });
}
