import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listAdvertisersQuerySchema,
  listCampaignRequestsQuerySchema,
  listCampaignsQuerySchema,
  listCreativesQuerySchema,
  listCustomListsQuerySchema,
  listDocumentChangeRequestsQuerySchema,
  listPixelGroupsQuerySchema,
  listStaffCampaignRequestsQuerySchema,
  listStaffCampaignsQuerySchema,
  listStaffCreativesQuerySchema,
  listInvoicesQuerySchema,
  listPaymentOrdersQuerySchema,
  listStaffPaymentOrdersQuerySchema,
  listStaffUsersQuerySchema,
  listUsersQuerySchema,
  listWithdrawalsQuerySchema,
  pageQuerySchema,
} from '@verba/domain';
import { createTestDeps, type TestDeps } from './testing';
import { createCompany, createUser } from './testing/factories';
import { queriesSentBy } from './testing/query-plans';
import type { Actor } from './deps';
import { listUsers } from './users/list-users';
import { listAdvertisers } from './advertisers/list-advertisers';
import { listPaymentOrders } from './payment-orders/list-payment-orders';
import { listStaffUsers } from './users/list-staff-users';
import { listStaffPaymentOrders } from './payment-orders/list-staff-payment-orders';
import { listInvoices } from './invoices/list-invoices';
import { listBankAccounts } from './bank-accounts/list-bank-accounts';
import { listWithdrawals } from './withdrawals/list-withdrawals';
import { listCreatives } from './creatives/list-creatives';
import { listStaffCreatives } from './creatives/list-staff-creatives';
import { listPixelGroups } from './pixels/list-pixel-groups';
import { listStaffPixelGroups } from './pixels/list-staff-pixel-groups';
import { listCampaignRequests } from './campaign-requests/list-campaign-requests';
import { listStaffCampaignRequests } from './campaign-requests/list-staff-campaign-requests';
import { listCampaigns } from './campaigns/list-campaigns';
import { listStaffCampaigns } from './campaigns/review/list-staff-campaigns';
import { listCustomLists } from './custom-lists/list-custom-lists';
import { listDocumentChangeRequests } from './company/list-document-change-requests';
import { listFavoriteSegments } from './audiences/list-favorite-segments';

/** Issue 13: a list's page and its total come from one statement; a page past the last still counts. */
describe('list statements', () => {
  let deps: TestDeps;
  let actor: Actor;
  beforeAll(async () => {
    // Every call reads the database: the statements, not the read cache, are under test.
    deps = await createTestDeps({ readCacheEntries: 0 });
    const company = await createCompany({ db: deps.db });
    const manager = await createUser({ db: deps.db, companyId: company.id, role: 'manager' });
    for (let i = 0; i < 4; i++) await createUser({ db: deps.db, companyId: company.id });
    actor = {
      userId: manager.id,
      companyId: company.id,
      role: 'manager',
      isStaff: false,
      tokenId: manager.id,
      impersonatorUserId: null,
      language: 'pt_BR',
    };
  });
  afterAll(() => deps.database.close());

  const staff = (): Actor => ({ ...actor, isStaff: true });

  const users = (query: Record<string, unknown>) =>
    listUsers({ deps, actor, query: listUsersQuerySchema.parse(query) });

  it('sends one statement for a page of users, its total included', async () => {
    let result: Awaited<ReturnType<typeof users>> | undefined;
    const sent = await queriesSentBy(deps.db, async () => {
      result = await users({ page: 2, per_page: 2 });
    });
    expect(sent).toHaveLength(1);
    expect(result!.data).toHaveLength(2);
    expect(result!.meta).toEqual({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
  });

  it('counts alone for a page past the last, and not at all for an empty first page', async () => {
    const past = await queriesSentBy(deps.db, async () => {
      expect((await users({ page: 9, per_page: 2 })).meta).toEqual({
        current_page: 9,
        per_page: 2,
        total: 5,
        last_page: 3,
      });
    });
    expect(past).toHaveLength(2);
    const empty = await queriesSentBy(deps.db, async () => {
      expect((await users({ page: 1, search: 'nobody-at-all' })).meta.total).toBe(0);
    });
    expect(empty).toHaveLength(1);
  });

  it('sends one statement for a page of advertisers and of payment orders', async () => {
    for (const run of [
      () => listAdvertisers({ deps, actor, query: listAdvertisersQuerySchema.parse({ page: 1 }) }),
      () => listPaymentOrders({ deps, actor, query: listPaymentOrdersQuerySchema.parse({ page: 1 }) }),
    ])
      expect(await queriesSentBy(deps.db, run)).toHaveLength(1);
  });

  it('sends one statement for a page of every other company list', async () => {
    for (const run of [
      () => listBankAccounts({ deps, actor, query: pageQuerySchema.parse({ page: 1 }) }),
      () => listWithdrawals({ deps, actor, query: listWithdrawalsQuerySchema.parse({ page: 1 }) }),
    ])
      expect(await queriesSentBy(deps.db, run)).toHaveLength(1);
    // The invoices' list first sweeps paid orders into invoices; its page is then one statement.
    const invoices = await queriesSentBy(deps.db, () =>
      listInvoices({ deps, actor, query: listInvoicesQuerySchema.parse({ page: 1 }) }),
    );
    expect(invoices.filter((q) => /^select .*from "invoices"/i.test(q.text))).toHaveLength(1);
  });

  it('sends one statement for a page of the staff lists, and counts alone past the last page', async () => {
    const staffUsers = (query: Record<string, unknown>) =>
      listStaffUsers({ deps, actor: staff(), query: listStaffUsersQuerySchema.parse(query) });
    let result: Awaited<ReturnType<typeof staffUsers>> | undefined;
    expect(
      await queriesSentBy(deps.db, async () => {
        result = await staffUsers({ page: 1, per_page: 2 });
      }),
    ).toHaveLength(1);
    const total = result!.meta.total;
    expect(total).toBeGreaterThanOrEqual(5);
    expect(
      await queriesSentBy(deps.db, async () => {
        expect((await staffUsers({ page: 99, per_page: 2 })).meta.total).toBe(total);
      }),
    ).toHaveLength(2);
    expect(
      await queriesSentBy(deps.db, () =>
        listStaffPaymentOrders({
          deps,
          actor: staff(),
          query: listStaffPaymentOrdersQuerySchema.parse({ page: 1 }),
        }),
      ),
    ).toHaveLength(1);
  });

  it('sends one statement for a page of creatives, campaign requests, custom lists and the staff queues', async () => {
    for (const run of [
      () => listCreatives({ deps, actor, query: listCreativesQuerySchema.parse({ page: 1 }) }),
      () => listCampaignRequests({ deps, actor, query: listCampaignRequestsQuerySchema.parse({ page: 1 }) }),
      () => listCustomLists({ deps, actor, query: listCustomListsQuerySchema.parse({ page: 1 }) }),
      () =>
        listFavoriteSegments({ deps, actor, language: 'pt_BR', query: pageQuerySchema.parse({ page: 1 }) }),
      () =>
        listStaffCreatives({ deps, actor: staff(), query: listStaffCreativesQuerySchema.parse({ page: 1 }) }),
      () =>
        listStaffCampaignRequests({
          deps,
          actor: staff(),
          query: listStaffCampaignRequestsQuerySchema.parse({ page: 1 }),
        }),
      () =>
        listStaffCampaigns({ deps, actor: staff(), query: listStaffCampaignsQuerySchema.parse({ page: 1 }) }),
      () =>
        listDocumentChangeRequests({
          deps,
          actor: staff(),
          query: listDocumentChangeRequestsQuerySchema.parse({ page: 1 }),
        }),
    ])
      expect(await queriesSentBy(deps.db, run)).toHaveLength(1);
  });

  it('sends no count of its own for pixel groups and campaigns (their pages read more beside)', async () => {
    for (const run of [
      () => listPixelGroups({ deps, actor, query: listPixelGroupsQuerySchema.parse({ page: 1 }) }),
      () =>
        listStaffPixelGroups({ deps, actor: staff(), query: listPixelGroupsQuerySchema.parse({ page: 1 }) }),
      () => listCampaigns({ deps, actor, query: listCampaignsQuerySchema.parse({ page: 1 }) }),
    ]) {
      const sent = await queriesSentBy(deps.db, run);
      expect(sent.filter((q) => q.text.startsWith('select count(*)'))).toEqual([]);
    }
  });
});
