import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { advertiserBody } from '../advertisers/advertiser-test-body';
import { call, companyWithTeam } from '../users/users-test-helpers';

type Answer = {
  data: {
    advertiser_id: string;
    suggestions: { segment_id: string; name: string; reason: string; kind: string; recommended: boolean }[];
    estimated_reach: { people: number };
    method: string;
    rules: { broad_only: boolean; segments_from: { day: string } | null; custom_audiences_allowed: boolean };
  };
};

/** `POST audiences/suggestions` (issue 30): signed in, the caller's company only, in the request's language. */
describe('audience suggestion API', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof companyWithTeam>>;
  let outsider: SignedInUser;
  let advertiserId: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    team = await companyWithTeam(t);
    outsider = await createSignedInUser({ db: t.deps.db, role: 'manager', now: t.deps.now() });
    const created = await call(
      t,
      team.manager,
      'POST',
      'advertisers',
      advertiserBody({ display_name: 'Café Serra Azul', website: 'cafeserraazul.com.br' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    advertiserId = created.json<{ data: { id: string } }>().data.id;
  });
  afterAll(() => t.close());

  const suggest = (as: SignedInUser | null, body: Record<string, unknown>, language = 'pt_BR') =>
    call(t, as, 'POST', 'audiences/suggestions', body, { cookie: `language=${language}` });

  it('suggests segments with reasons; a new advertiser gets broad ones only', async () => {
    const answer = await suggest(team.user, {
      advertiser_id: advertiserId,
      objective: 'CONVERSION',
      description: 'Cafés especiais torrados na hora',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { data } = answer.json<Answer>();
    // Created just now: under 4 days old, so broad segments only, saying when segments open.
    expect(data.rules.broad_only).toBe(true);
    expect(data.rules.segments_from?.day).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(data.suggestions.every((s) => s.kind === 'broad')).toBe(true);
    expect(data.suggestions.filter((s) => s.recommended).length).toBeGreaterThanOrEqual(2);
    expect(data.suggestions[0]!.reason).toMatch(
      /^Público amplo no lugar de “[^”]+” \(anunciante com menos de 4 dias\)/,
    );
    expect(data.suggestions.map((s) => s.segment_id)).toContain('368'); // Comida e bebida
    expect(data.estimated_reach.people).toBeGreaterThan(0);
    expect(data.method).toBe('text');

    const spanish = (await suggest(team.user, { advertiser_id: advertiserId }, 'es')).json<Answer>();
    expect(spanish.data.suggestions[0]!.reason).toMatch(/^Público amplio en lugar de “/);
  });

  it('is private to the company, needs a session and validates the body', async () => {
    expect((await suggest(outsider, { advertiser_id: advertiserId })).statusCode).toBe(404);
    expect((await suggest(null, { advertiser_id: advertiserId })).statusCode).toBe(401);
    const invalid = await suggest(team.user, { advertiser_id: advertiserId, objective: 'SALES' });
    expect(invalid.statusCode).toBe(422);
    expect((await suggest(team.user, { advertiser_id: 'not-an-id' })).statusCode).toBe(404);
  });
});
