import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { advertisers, campaigns, customLists, queryRows } from '@verba/db';
import {
  addCalendarDays,
  createCampaignSchema,
  saoPauloDateOf,
  segmentKindOf,
  updateCampaignStrategySchema,
} from '@verba/domain';
import { createTestDeps, type TestDeps } from '../testing';
import { createCompany, createSignedInUser } from '../testing/factories';
import { fundedAdvertiserWallet } from '../ledger/testing';
import { audienceCatalogue } from '../audiences/audience-catalogue';
import type { Actor, Deps } from '../deps';
import { DomainError } from '../errors';
import { createCampaign } from './create-campaign';
import { publishCampaign } from './publish-campaign';
import { updateCampaignStrategy } from './update-campaign-strategy';

/**
 * Spec §5: advertisers under 4 days old get only broad audiences (96 hours from the advertiser's
 * creation, audiences/eligibility.ts); own and custom audiences need one older than 3 months.
 * On a clock the test sets: a draft lists the problem among its issues, publishing is refused at
 * 3 days 23:59 and allowed at 4 days, and a published campaign's strategy cannot take a segment.
 */
describe('audiences by advertiser age (issue 26)', () => {
  let deps: TestDeps;
  let actor: Actor;
  let companyId: string;
  let clock: Date;
  let at: Deps;
  const hour = 3600_000;
  const catalogue = () => audienceCatalogue().segments;
  const broad = () => catalogue().find((s) => segmentKindOf(s) === 'broad')!.id;
  const segmented = () => catalogue().find((s) => segmentKindOf(s) === 'segmented')!.id;
  const inDays = (days: number) => addCalendarDays(saoPauloDateOf(new Date()), days);

  beforeAll(async () => {
    deps = await createTestDeps();
    clock = new Date();
    at = { ...deps, now: () => clock };
    const company = await createCompany({ db: deps.db });
    companyId = company.id;
    const { user, tokenId } = await createSignedInUser({ db: deps.db, companyId, role: 'user' });
    actor = {
      userId: user.id,
      companyId,
      role: 'user',
      isStaff: false,
      tokenId,
      impersonatorUserId: null,
      language: 'pt_BR',
    };
  });
  afterAll(() => deps.database.close());

  async function advertiserCreatedAt(createdAt: Date) {
    const [advertiser] = await deps.db
      .insert(advertisers)
      .values({
        companyId,
        name: 'Loja Nova',
        displayName: 'Loja Nova',
        website: 'https://loja.com.br',
        currency: 'BRL',
        ownerDocument: '52998224725',
        ownerDocumentType: 'CPF',
        ownerName: 'Maria Silva',
        createdAt,
      })
      .returning();
    await fundedAdvertiserWallet({
      db: deps.db,
      amount: 1_000_000n,
      owner: { type: 'advertiser', id: advertiser!.id },
    });
    const [creative] = await queryRows<{ id: string }>(
      deps.db,
      sql`INSERT INTO creatives (company_id, advertiser_id, name, format, status, width, height)
          VALUES (${companyId}, ${advertiser!.id}, 'Banner', 'DISPLAY', 'approved', 300, 250) RETURNING id`,
    );
    return { advertiserId: advertiser!.id, creativeId: creative!.id };
  }

  const strategy = (overrides: Record<string, unknown> = {}) => ({
    name: 'S1',
    budget: '100000',
    audience_ids: [broad()],
    locations: [{ kind: 'country', country: 'BR' }],
    devices: ['MOBILE'],
    bid: { type: 'CPM', amount: '500' },
    ...overrides,
  });

  const draftOf = (advertiserId: string, creativeId: string, strategyBody: Record<string, unknown>) =>
    createCampaign({
      deps: at,
      actor,
      input: createCampaignSchema.parse({
        advertiser_id: advertiserId,
        name: 'Lançamento',
        type: 'PROGRAMMATIC',
        objective: 'IMPRESSION',
        budget: '100000',
        start_date: inDays(10),
        end_date: inDays(30),
        creative_ids: [creativeId],
        groups: [{ name: 'G1', budget: '100000', start_date: inDays(10), strategies: [strategyBody] }],
      }),
    });

  const failure = async (run: Promise<unknown>) => {
    try {
      await run;
    } catch (error) {
      if (error instanceof DomainError) return { code: error.code, fields: error.fields };
      throw error;
    }
    return undefined;
  };

  it('a segmented audience: in the draft’s issues, refused at 3 days 23:59, published at 4 days', async () => {
    const created = new Date();
    const { advertiserId, creativeId } = await advertiserCreatedAt(created);
    clock = new Date(created.getTime() + 10 * 60_000); // minutes after the advertiser was created
    const draft = await draftOf(advertiserId, creativeId, strategy({ audience_ids: [broad(), segmented()] }));
    expect(draft.issues.errors).toContainEqual(
      expect.objectContaining({
        code: 'AUDIENCE_SEGMENTED_ADVERTISER_TOO_YOUNG',
        path: 'groups.0.strategies.0.audience_ids',
      }),
    );

    clock = new Date(created.getTime() + 96 * hour - 60_000);
    const refused = await failure(publishCampaign({ deps: at, actor, id: draft.id, version: draft.version }));
    expect(refused?.code).toBe('VALIDATION_FAILED');
    expect(refused?.fields?.['groups.0.strategies.0.audience_ids']).toEqual([
      expect.objectContaining({ key: 'campaigns:rules.AUDIENCE_SEGMENTED_ADVERTISER_TOO_YOUNG' }),
    ]);

    clock = new Date(created.getTime() + 96 * hour);
    const published = await publishCampaign({ deps: at, actor, id: draft.id, version: draft.version });
    expect(published.status).toBe('pending');
  });

  it('broad audiences publish at once; a published strategy cannot take a segment while young', async () => {
    const created = new Date();
    const { advertiserId, creativeId } = await advertiserCreatedAt(created);
    clock = new Date(created.getTime() + 60_000);
    const draft = await draftOf(advertiserId, creativeId, strategy());
    expect(draft.issues.errors).toEqual([]);
    const published = await publishCampaign({ deps: at, actor, id: draft.id, version: draft.version });
    await deps.db.update(campaigns).set({ status: 'active' }).where(eq(campaigns.id, draft.id));
    const strategyId = published.groups[0]!.strategies[0]!.id;
    const edit = (audienceIds: string[]) =>
      updateCampaignStrategy({
        deps: at,
        actor,
        id: draft.id,
        strategyId,
        input: updateCampaignStrategySchema.parse({
          ...strategy({ audience_ids: audienceIds }),
          version: published.version,
        }),
      });
    clock = new Date(created.getTime() + 2 * hour);
    const refused = await failure(edit([segmented()]));
    expect(refused?.code).toBe('VALIDATION_FAILED');
    expect(Object.values(refused?.fields ?? {}).flat()).toContainEqual(
      expect.objectContaining({ key: 'campaigns:rules.AUDIENCE_SEGMENTED_ADVERTISER_TOO_YOUNG' }),
    );
    clock = new Date(created.getTime() + 97 * hour);
    expect(await failure(edit([segmented()]))).toBeUndefined();
  });

  it('an e-mail audience needs an advertiser older than 3 months, even when saved as a draft', async () => {
    const created = new Date(Date.now() - 60 * 24 * hour);
    const { advertiserId, creativeId } = await advertiserCreatedAt(created);
    const [list] = await deps.db
      .insert(customLists)
      .values({ companyId, advertiserId, type: 'EMAIL_AUDIENCE', entryKind: 'email', name: 'Clientes' })
      .returning();
    clock = new Date();
    const refused = await failure(draftOf(advertiserId, creativeId, strategy({ list_ids: [list!.id] })));
    expect(refused?.fields?.['groups.0.strategies.0.list_ids.0']).toEqual([
      expect.objectContaining({ key: 'campaigns:references.custom_audience_too_young' }),
    ]);
  });
});
