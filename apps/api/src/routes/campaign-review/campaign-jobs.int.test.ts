import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignGroups, campaigns, campaignStrategies, emailOutbox, jobs } from '@verba/db';
import { saoPauloDateOf } from '@verba/domain';
import { jobHandlers } from '@verba/core/jobs/handlers';
import { runDueJobs } from '@verba/core/jobs/worker';
import { balanceOf } from '@verba/core/ledger/balance-of';
import { postReservation } from '@verba/core/ledger/post-reservation';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { consolidateDueCampaigns } from '@verba/core/campaigns/review/consolidate-campaigns';
import { finishDueCampaigns } from '@verba/core/campaigns/review/finish-campaigns';
import { scheduleCampaignReview } from '@verba/core/campaigns/review/schedule-campaign-review';
import { createSignedInUser, type SignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiser } from '../creatives/creative-test-helpers';
import { campaignRow, insertPublishedCampaign } from './campaign-fixture';

let t: TestApp;
let owner: SignedInUser;
let advertiserId: string;
const hourMs = 3600_000;

const publish = (overrides = {}, creative?: { width: number; height: number; destinationUrl: string }) =>
  insertPublishedCampaign(t, {
    headers: owner.headers,
    companyId: owner.user.companyId,
    userId: owner.user.id,
    advertiserId,
    overrides,
    ...(creative && { creative }),
  });

/** Runs every job due now, as the worker does, until none is left. */
const drainJobs = async () => {
  while ((await runDueJobs({ deps: t.deps, handlers: jobHandlers })) > 0);
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser({ db: t.deps.db, role: 'user_manager' });
  advertiserId = await createAdvertiser(t, owner.headers);
});
afterAll(() => t.close());

describe('the automatic reviewer (CAMPAIGN_AUTO_REVIEW_SECONDS, 30 embedded)', () => {
  it('approves a clean campaign once the delay has passed and not before; a flagged one waits for staff', async () => {
    expect(t.deps.config.campaignAutoReviewSeconds).toBe(30);
    const clean = await publish({ name: 'Automática limpa' });
    const flagged = await publish(
      { name: 'Automática' },
      { width: 728, height: 90, destinationUrl: 'https://a.com.br' },
    );
    for (const campaign of [clean, flagged])
      await scheduleCampaignReview({ deps: t.deps, db: t.deps.db, campaign });

    t.deps.advance(29_000);
    await drainJobs();
    expect((await campaignRow(t, clean.id)).status).toBe('pending');

    t.deps.advance(2_000);
    await drainJobs();
    expect(await campaignRow(t, clean.id)).toMatchObject({ status: 'active', reviewedByUserId: null });
    expect(await campaignRow(t, flagged.id)).toMatchObject({
      status: 'pending',
      automaticChecks: [{ code: 'MEDIUM_RECTANGLE_MISSING', values: {} }],
    });
    const mails = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, owner.user.email), eq(emailOutbox.template, 'campaign_approved')));
    expect(mails).toHaveLength(1);
  });

  it('is off when the delay is 0: nothing is enqueued', async () => {
    const off = await createTestApp({ campaignAutoReviewSeconds: 0 });
    try {
      const user = await createSignedInUser({ db: off.deps.db });
      const campaign = await insertPublishedCampaign(off, {
        headers: user.headers,
        companyId: user.user.companyId,
        userId: user.user.id,
      });
      await scheduleCampaignReview({ deps: off.deps, db: off.deps.db, campaign });
      const queued = await off.deps.db.select().from(jobs).where(eq(jobs.kind, 'campaigns.auto-review'));
      expect(queued).toHaveLength(0);
    } finally {
      await off.close();
    }
  });
});

describe('finish job', () => {
  it('finishes an active campaign once its end date is over in São Paulo, children inactive, consolidation due in 48 h', async () => {
    const today = saoPauloDateOf(t.deps.now());
    const campaign = await publish({ name: 'Termina hoje', status: 'active', endDate: today });
    // The next São Paulo midnight (UTC−3): 03:00 UTC.
    const now = t.deps.now();
    const nextMidnight = new Date(`${today}T03:00:00.000Z`).getTime() + 24 * hourMs;

    t.deps.advance(nextMidnight - now.getTime() - 1_000);
    await finishDueCampaigns({ deps: t.deps });
    expect((await campaignRow(t, campaign.id)).status).toBe('active');

    t.deps.advance(2_000);
    expect(await finishDueCampaigns({ deps: t.deps })).toBeGreaterThanOrEqual(1);
    const row = await campaignRow(t, campaign.id);
    expect(row.status).toBe('finished');
    expect(row.finishedAt).not.toBeNull();
    expect(row.consolidationDueAt!.getTime() - row.finishedAt!.getTime()).toBe(48 * hourMs);
    const groups = await t.deps.db
      .select()
      .from(campaignGroups)
      .where(eq(campaignGroups.campaignId, campaign.id));
    const strategies = await t.deps.db
      .select()
      .from(campaignStrategies)
      .where(eq(campaignStrategies.campaignId, campaign.id));
    expect(groups.map((g) => g.status)).toEqual(['inactive']);
    expect(strategies.map((s) => s.status)).toEqual(['inactive']);
  });
});

describe('consolidation job', () => {
  it('returns exactly the unspent rest to the wallet once, when due, and the ledger stays balanced', async () => {
    // Its own advertiser: the wallet sees no other campaign's release.
    const campaign = await insertPublishedCampaign(t, {
      headers: owner.headers,
      companyId: owner.user.companyId,
      userId: owner.user.id,
      overrides: { name: 'Consolidar', status: 'paused', pausedAt: t.deps.now() },
    });
    await t.deps.db.transaction(async (tx) => {
      await postReservation({
        db: tx,
        reservationId: campaign.reservationId!,
        amount: 30_000n,
        idempotencyKey: `spend:${campaign.id}`,
      });
    });
    const dueAt = new Date(t.deps.now().getTime() + 48 * hourMs);
    await t.deps.db.update(campaigns).set({ consolidationDueAt: dueAt }).where(eq(campaigns.id, campaign.id));
    const before = await balanceOf({ db: t.deps.db, accountId: campaign.walletId });

    t.deps.advance(47 * hourMs);
    await consolidateDueCampaigns({ deps: t.deps });
    expect((await campaignRow(t, campaign.id)).consolidatedAt).toBeNull();

    t.deps.advance(2 * hourMs);
    await drainJobs();
    await consolidateDueCampaigns({ deps: t.deps });
    await consolidateDueCampaigns({ deps: t.deps });
    expect((await campaignRow(t, campaign.id)).consolidatedAt).not.toBeNull();
    expect(await balanceOf({ db: t.deps.db, accountId: campaign.walletId })).toBe(before + 70_000n);
    await expectLedgerBalanced(t.deps.db);
  });
});
