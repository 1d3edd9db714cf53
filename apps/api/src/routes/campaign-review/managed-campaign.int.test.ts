import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { createSignedInUser, type SignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiser } from '../creatives/creative-test-helpers';
import {
  fundAdvertiser,
  groupBody,
  inDays,
  insertCreative,
  type CampaignJson,
} from '../campaigns/campaign-test-helpers';

/** The MANUAL type end to end: requested by the client, set up by staff, published and run by the client. */
describe('a managed (MANUAL) campaign', () => {
  let t: TestApp;
  let client: SignedInUser;
  let staff: SignedInUser;
  let advertiserId: string;

  beforeAll(async () => {
    t = await createTestApp({ campaignAutoReviewSeconds: 0 });
    client = await createSignedInUser({ db: t.deps.db, role: 'user_manager' });
    staff = await createSignedInUser({ db: t.deps.db, role: 'manager', isStaff: true });
    advertiserId = await createAdvertiser(t, client.headers);
    await fundAdvertiser(t, advertiserId, 500_000n);
  });
  afterAll(() => t.close());

  const call = async <T>(as: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: as.headers,
      ...(payload && { payload }),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<{ data: T }>().data;
  };

  it('is requested, set up as a draft, completed, published, approved, paused and resumed', async () => {
    const request = await call<{ id: string }>(client, 'POST', 'campaign-requests', {
      advertiser_id: advertiserId,
      name: 'Lançamento gerenciado',
      budget: '200000',
      start_date: inDays(10),
      end_date: inDays(40),
      objective: 'CONVERSION',
      channels: ['PROGRAMMATIC', 'NATIVE'],
      notes: '',
    });
    const handled = await call<{ campaign_id: string }>(
      staff,
      'POST',
      `staff/campaign-requests/${request.id}/handle`,
    );
    const draft = await call<CampaignJson>(client, 'GET', `campaigns/${handled.campaign_id}`);
    expect(draft).toMatchObject({ type: 'MANUAL', status: 'draft', budget: '200000', reservation: null });

    const creativeId = await insertCreative(t, advertiserId);
    const completed = await call<CampaignJson>(client, 'PUT', `campaigns/${draft.id}`, {
      version: draft.version,
      type: 'MANUAL',
      name: draft.name,
      objective: 'CONVERSION',
      budget: '200000',
      start_date: inDays(10),
      end_date: inDays(40),
      creative_ids: [creativeId],
      groups: [
        groupBody({ budget: '200000', strategies: [{ ...groupBody().strategies[0], budget: '200000' }] }),
      ],
    });
    expect(completed.issues.errors).toEqual([]);

    const pending = await call<CampaignJson>(client, 'POST', `campaigns/${draft.id}/publish`, {
      version: completed.version,
    });
    expect(pending).toMatchObject({
      status: 'pending',
      reservation: { reserved: '200000', remaining: '200000' },
    });
    await call(staff, 'POST', `staff/campaigns/${draft.id}/approve`);
    expect((await call<CampaignJson>(client, 'GET', `campaigns/${draft.id}`)).status).toBe('active');
    expect((await call<CampaignJson>(client, 'POST', `campaigns/${draft.id}/pause`)).status).toBe('paused');
    expect((await call<CampaignJson>(client, 'POST', `campaigns/${draft.id}/activate`)).status).toBe(
      'active',
    );
    await expectLedgerBalanced(t.deps.db);
  });
});
