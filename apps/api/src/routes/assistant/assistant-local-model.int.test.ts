import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import type { LocalModelProvider } from '@verba/core/assistant/providers/local-model-provider';
import { providerOf } from '@verba/core/assistant/providers/provider-of';
import { buildTestGguf } from '@verba/core/assistant/providers/test-gguf';
import { createTestApp, type TestApp } from '../../testing';
import { createTestAdvertiser } from '../pixels/pixel-test-helpers';
import {
  campaignBody,
  createTestCampaign,
  fundAdvertiser,
  groupBody,
  insertCreative,
  strategyBody,
  type Headers,
} from '../campaigns/campaign-test-helpers';

interface StreamEvent {
  type: string;
  provider?: string;
  model?: string | null;
  part?: { kind: string; proposal?: { id: string; status: string } };
}

/**
 * The drawer's route with AI_MODEL_PATH set: a minuscule GGUF the test builds (test-gguf.ts)
 * answers through node-llama-cpp. Its weights are random but for a preference to open a function
 * call, so every turn is a grammar-valid call of some tool with some arguments: whatever it asks,
 * the tools run as the signed-in user and a change is only a pending card.
 */
describe('assistant with a local GGUF model (AI_MODEL_PATH)', () => {
  let t: TestApp;
  let dir: string;
  let user: Headers;
  let campaignId: string;
  let rivalCampaignId: string;

  async function activeCampaign(as: Headers, name: string) {
    const advertiserId = await createTestAdvertiser(t, as);
    await fundAdvertiser(t, advertiserId, 500_000n);
    const creativeId = await insertCreative(t, advertiserId);
    const draft = await createTestCampaign(t, as, {
      advertiser_id: advertiserId,
      ...campaignBody(creativeId, {
        name,
        groups: [groupBody({ strategies: [strategyBody({ budget: '50000' })] })],
      }),
    });
    await queryRows(t.deps.db, sql`UPDATE campaigns SET status = 'active' WHERE id = ${draft.id}`);
    return draft.id;
  }
  const statusOf = async (id: string) =>
    (await queryRows<{ status: string }>(t.deps.db, sql`SELECT status FROM campaigns WHERE id = ${id}`))[0]!
      .status;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'verba-gguf-'));
    const modelPath = join(dir, 'verba-test-tool.gguf');
    await writeFile(modelPath, buildTestGguf({ behaviour: 'tool' }));
    t = await createTestApp({
      symbolicCreditAdvertisers: 1_000,
      advertiserCreationPerMinute: 1_000,
      ai: { modelPath, modelThreads: 1 },
    });
    const company = await createCompany({ db: t.deps.db });
    user = (
      await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'manager', language: 'pt_BR' })
    ).headers;
    const rival = (await createSignedInUser({ db: t.deps.db, role: 'manager', language: 'pt_BR' })).headers;
    campaignId = await activeCampaign(user, 'Promoção de Verão');
    rivalCampaignId = await activeCampaign(rival, 'Campanha de outra empresa');
  });
  afterAll(async () => {
    await (providerOf(t.deps.config) as LocalModelProvider).close();
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers as "local" with the file name, runs its tool calls as the user, writes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assistant/messages',
      headers: user,
      payload: {
        message: 'pause a campanha Promoção de Verão',
        screen: { path: `/campaigns/${campaignId}` },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const events = res.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as StreamEvent);
    expect(events[0]).toEqual({ type: 'start', provider: 'local', model: 'verba-test-tool.gguf' });
    expect(events.at(-1)!.type).toBe('done');
    expect(events.filter((e) => e.type === 'error')).toEqual([]);

    // Whatever the model called, nothing changed; a change is at most a pending card.
    expect(await statusOf(campaignId)).toBe('active');
    expect(await statusOf(rivalCampaignId)).toBe('active');
    for (const e of events.filter((e) => e.part?.kind === 'proposal'))
      expect(e.part!.proposal!.status).toBe('pending');

    const conversation = await t.app.inject({
      method: 'GET',
      url: '/api/v1/assistant/conversation',
      headers: user,
    });
    expect(conversation.statusCode).toBe(200);
    const messages = conversation.json<{ data: { role: string; provider: string | null }[] }>().data;
    expect(messages.find((m) => m.role === 'assistant')).toMatchObject({ provider: 'local' });
  }, 180_000);
});
