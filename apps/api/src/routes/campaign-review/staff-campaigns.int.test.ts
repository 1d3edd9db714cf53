import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox } from '@verba/db';
import { scheduleCampaignReview } from '@verba/core/campaigns/review/schedule-campaign-review';
import { createSignedInUser, type SignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { campaignRow, insertPublishedCampaign } from './campaign-fixture';

let t: TestApp;
let owner: SignedInUser;
let staff: SignedInUser;
let advertiserId: string;

const publish = async (
  overrides = {},
  creative?: { width: number; height: number; destinationUrl: string } | null,
) => {
  const row = await insertPublishedCampaign(t, {
    headers: owner.headers,
    companyId: owner.user.companyId,
    userId: owner.user.id,
    advertiserId,
    overrides,
    ...(creative !== undefined && { creative }),
  });
  await scheduleCampaignReview({ deps: t.deps, db: t.deps.db, campaign: row });
  return row;
};

const emailsTo = (to: string, template: string) =>
  t.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, to), eq(emailOutbox.template, template)));

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser({ db: t.deps.db, role: 'user' });
  staff = await createSignedInUser({ db: t.deps.db, role: 'manager', isStaff: true });
  const { createAdvertiser } = await import('../creatives/creative-test-helpers');
  advertiserId = await createAdvertiser(t, owner.headers);
});
afterAll(() => t.close());

describe('GET staff/campaigns', () => {
  it('lists the pending campaigns of every company, oldest submission first, with their automatic checks', async () => {
    const clean = await publish({ name: 'Fila limpa' });
    const flagged = await publish(
      { name: 'Fila pornografia' },
      { width: 728, height: 90, destinationUrl: 'ftp://loja.com.br' },
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/campaigns?q=Fila',
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      data: { id: string; automatic_checks: unknown; company_name: string }[];
      meta: { total: number };
    }>();
    expect(body.meta.total).toBe(2);
    expect(body.data.map((c) => c.id)).toEqual([clean.id, flagged.id]);
    expect(body.data[0]!.automatic_checks).toEqual([]);
    expect(body.data[1]!.automatic_checks).toEqual([
      { code: 'CREATIVE_URL_INVALID', values: { creative: `Banner ${flagged.id.slice(0, 8)}` } },
      { code: 'MEDIUM_RECTANGLE_MISSING', values: {} },
      { code: 'PROHIBITED_WORD', values: { word: 'pornografia' } },
    ]);
    expect(body.data[0]!.company_name).toBeTruthy();
  });

  it('refuses whoever is not staff (403, every role), no token (401) and a bad status (422)', async () => {
    for (const role of ['user', 'user_manager', 'manager'] as const) {
      const user = await createSignedInUser({ db: t.deps.db, role });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/staff/campaigns',
        headers: user.headers,
      });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/staff/campaigns' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/campaigns?status=nope',
      headers: staff.headers,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('POST staff/campaigns/:id/approve and reject', () => {
  it('approves a pending campaign: active, reviewer and time recorded, audited, the creator e-mailed', async () => {
    const campaign = await publish({ name: 'Para aprovar' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/campaigns/${campaign.id}/approve`,
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { id: campaign.id, status: 'active', rejection_reason: null } });
    const row = await campaignRow(t, campaign.id);
    expect(row).toMatchObject({
      status: 'active',
      reviewedByUserId: staff.user.id,
      version: campaign.version + 1,
    });
    expect(await emailsTo(owner.user.email, 'campaign_approved')).toHaveLength(1);
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, campaign.id));
    expect(audit).toMatchObject([
      { action: 'campaign.approved', actorUserId: staff.user.id, companyId: owner.user.companyId },
    ]);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/campaigns/${campaign.id}/approve`,
      headers: staff.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CAMPAIGN_NOT_IN_REVIEW' });
  });

  it('rejects with a reason: failed, the reason kept and e-mailed in the creator’s language', async () => {
    const campaign = await publish({ name: 'Para rejeitar' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/campaigns/${campaign.id}/reject`,
      headers: staff.headers,
      payload: { reason: '  A imagem não corresponde ao anunciante. ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { status: 'failed', rejection_reason: 'A imagem não corresponde ao anunciante.' },
    });
    const [email] = await emailsTo(owner.user.email, 'campaign_rejected');
    expect(email!.textBody).toContain('A imagem não corresponde ao anunciante.');
    expect(email!.textBody).toContain('Para rejeitar');
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, campaign.id));
    expect(audit).toMatchObject([
      { action: 'campaign.rejected', metadata: { reason: 'A imagem não corresponde ao anunciante.' } },
    ]);
  });

  it('refuses a missing or too long reason (422) and changes nothing', async () => {
    const campaign = await publish({ name: 'Motivo ruim' });
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/campaigns/${campaign.id}/reject`,
        headers: staff.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(await campaignRow(t, campaign.id)).toMatchObject({ status: 'pending', reviewedAt: null });
  });

  it('refuses non-staff (403) whatever their company, and answers 404 for an unknown campaign', async () => {
    const campaign = await publish({ name: 'Só a equipe' });
    for (const url of [
      `/api/v1/staff/campaigns/${campaign.id}/approve`,
      `/api/v1/staff/campaigns/${campaign.id}/reject`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: owner.headers,
        payload: { reason: 'x' },
      });
      expect(res.statusCode).toBe(403);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/campaigns/${id}/approve`,
        headers: staff.headers,
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await campaignRow(t, campaign.id)).toMatchObject({ status: 'pending' });
  });
});
