import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { advertisers, campaigns as campaignsTable, companies, paymentOrders } from '@verba/db';
import { campaignFunds, can, onboardingSteps, type Currency, type HomeView } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { listWallets } from '../wallets/list-wallets';

const amounts = (totals: [Currency, bigint][]) =>
  totals.map(([currency, amount]) => ({ currency, amount: amount.toString() }));

/**
 * `GET home`: the company's first-steps checklist as its state says (address, first advertiser,
 * budget, first campaign) and, for those who see finances, the balances: the company
 * wallet and what active advertisers have available for campaigns (inactive ones apart).
 */
export async function getHome({ deps, actor }: { deps: Deps; actor: Actor }): Promise<HomeView> {
  const [[company], [advertiserCount], [paidCount], [campaignCount]] = await Promise.all([
    deps.db.select().from(companies).where(eq(companies.id, actor.companyId)),
    deps.db.select({ n: count() }).from(advertisers).where(eq(advertisers.companyId, actor.companyId)),
    deps.db
      .select({ n: count() })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.companyId, actor.companyId), isNotNull(paymentOrders.paidAt))),
    deps.db
      .select({ n: count() })
      .from(campaignsTable)
      .where(and(eq(campaignsTable.companyId, actor.companyId), isNull(campaignsTable.deletedAt))),
  ]);
  if (!company) throw fail('NOT_FOUND');
  const steps = onboardingSteps({
    companyAddress: company,
    advertisers: advertiserCount?.n ?? 0,
    paidOrders: paidCount?.n ?? 0,
    campaigns: campaignCount?.n ?? 0,
  });
  if (!can.manageFinance(actor.role)) return { steps, balances: null };

  const wallets = await listWallets({ deps, actor });
  const funds = campaignFunds(wallets.filter((w) => w.kind === 'advertiser'));
  return {
    steps,
    balances: {
      company_wallet: wallets.find((w) => w.kind === 'company' && w.currency === 'BRL')?.balance ?? '0',
      available_for_campaigns: amounts(funds.available),
      inactive_advertisers: amounts(funds.inactive),
      inactive_advertisers_count: funds.inactiveWithBalance,
    },
  };
}
