import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs, queryRows } from '@verba/db';
import { jobHandlers } from '@verba/core/jobs/handlers';
import { runDueJobs } from '@verba/core/jobs/worker';
import { runCampaignSweep } from '@verba/core/campaigns/review/run-campaign-sweep';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { createTestAdvertiser, createTestPixelGroup } from '../pixels/pixel-test-helpers';
import { campaignBody, createTestCampaign, fundAdvertiser, type Headers } from './campaign-test-helpers';

/**
 * Issue 26: a new user is not stuck behind review. A campaign may be published with creatives and
 * a pixel still in review (it waits for them), and the embedded default (ASSET_AUTO_REVIEW_SECONDS
 * 30) reviews creatives and pixels automatically as it does campaigns.
 */
describe('publishing with creatives and a pixel in review; the embedded automatic reviewer', () => {
  let t: TestApp;
  let user: Headers;

  beforeAll(async () => {
    t = await createTestApp({ symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 });
    const company = await createCompany({ db: t.deps.db });
    user = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user', language: 'en' }))
      .headers;
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user, ...(payload && { payload }) });
  const drainJobs = async () => {
    while ((await runDueJobs({ deps: t.deps, handlers: jobHandlers })) > 0);
  };
  const statusOf = async (table: 'creatives' | 'pixel_groups' | 'campaigns', id: string) =>
    (
      await queryRows<{ status: string }>(
        t.deps.db,
        sql`SELECT status FROM ${sql.identifier(table)} WHERE id = ${id}`,
      )
    )[0]!.status;
  /** A pending DISPLAY 300x250 creative written straight in the table (no job of its own: the sweep finds it). */
  const pendingCreative = async (advertiserId: string, name: string) =>
    (
      await queryRows<{ id: string }>(
        t.deps.db,
        sql`INSERT INTO creatives (company_id, advertiser_id, name, format, status, width, height, destination_url)
            SELECT company_id, id, ${name}, 'DISPLAY', 'pending', 300, 250, 'https://loja.com.br' FROM advertisers WHERE id = ${advertiserId}
            RETURNING id`,
      )
    )[0]!.id;
  const searchCreative = (advertiserId: string, name: string, title = 'Loja de verão') =>
    inject('POST', `/advertisers/${advertiserId}/creatives`, {
      name,
      format: 'SEARCH',
      search: {
        final_url: 'https://loja.com.br',
        titles: [title, 'Ofertas do dia', 'Frete grátis'],
        descriptions: ['Tudo para o verão com frete grátis.', 'Compre em até 10x sem juros.'],
        sitelinks: [
          { text: 'Link 1', final_url: 'https://loja.com.br/1' },
          { text: 'Link 2', final_url: 'https://loja.com.br/2' },
        ],
        callouts: [],
        keywords: ['loja'],
      },
    });

  it('publishes a campaign whose creative and pixel are still in review; all three are approved after the delay', async () => {
    const advertiserId = await createTestAdvertiser(t, user);
    await fundAdvertiser(t, advertiserId, 500_000n);
    const creativeId = await pendingCreative(advertiserId, 'Banner em análise');
    const pixel = await createTestPixelGroup(t, user, advertiserId);
    expect(pixel.status).toBe('pending');
    const draft = await createTestCampaign(t, user, {
      advertiser_id: advertiserId,
      ...campaignBody(creativeId, { pixel_id: pixel.id }),
    });
    expect(draft.issues.errors).toEqual([]);
    const published = await inject('POST', `/campaigns/${draft.id}/publish`, { version: draft.version });
    expect(published.statusCode, published.body).toBe(200);
    expect(await statusOf('campaigns', draft.id)).toBe('pending');

    // Half-way (real time passes too while the test runs): nothing reviewed yet.
    t.deps.advance(15_000);
    await drainJobs();
    await runCampaignSweep({ deps: t.deps });
    expect(await statusOf('pixel_groups', pixel.id)).toBe('pending');
    expect(await statusOf('creatives', creativeId)).toBe('pending');

    t.deps.advance(16_000);
    await drainJobs();
    await runCampaignSweep({ deps: t.deps });
    expect(await statusOf('pixel_groups', pixel.id)).toBe('active');
    expect(await statusOf('creatives', creativeId)).toBe('approved');
    expect(await statusOf('campaigns', draft.id)).toBe('active');
    const audit = await queryRows<{ action: string; actor_user_id: string | null }>(
      t.deps.db,
      sql`SELECT action, actor_user_id FROM audit_log WHERE target_id IN (${creativeId}, ${pixel.id}) AND action IN ('creative.approved', 'pixel_group.activated')`,
    );
    expect(audit).toHaveLength(2);
    expect(audit.every((a) => a.actor_user_id === null)).toBe(true);
  });

  it('approves a creative created through the API by its own job; one of a regulated category waits for staff', async () => {
    const advertiserId = await createTestAdvertiser(t, user);
    const clean = await searchCreative(advertiserId, 'Busca limpa');
    const regulated = await searchCreative(advertiserId, 'Busca regulada', 'Aposta esportiva');
    expect(clean.statusCode, clean.body).toBe(201);
    expect(regulated.statusCode, regulated.body).toBe(201);
    const cleanId = clean.json<{ data: { id: string } }>().data.id;
    const regulatedId = regulated.json<{ data: { id: string; requires_certification: boolean } }>().data;
    expect(regulatedId.requires_certification).toBe(true);
    t.deps.advance(31_000);
    await drainJobs();
    expect(await statusOf('creatives', cleanId)).toBe('approved');
    expect(await statusOf('creatives', regulatedId.id)).toBe('pending');
  });

  it('reviews no creative or pixel on its own when ASSET_AUTO_REVIEW_SECONDS is 0 (staff decide)', async () => {
    const off = await createTestApp({ assetAutoReviewSeconds: 0, advertiserCreationPerMinute: 1_000 });
    try {
      const u = await createSignedInUser({ db: off.deps.db });
      const advertiserId = await createTestAdvertiser(off, u.headers);
      await createTestPixelGroup(off, u.headers, advertiserId);
      const queued = await off.deps.db.select().from(jobs).where(eq(jobs.kind, 'pixels.auto-review'));
      expect(queued).toHaveLength(0);
    } finally {
      await off.close();
    }
  });
});
