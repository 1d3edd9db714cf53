import { describe, expect, it } from 'vitest';
import type { PlatformCampaignPlan } from '../connector';
import { createGoogleAdsConnector } from './google-ads-connector';

const endpoints = {
  apiBaseUrl: 'https://ads.test/v25',
  oauthAuthorizeUrl: 'https://o.test/a',
  oauthTokenUrl: 'https://o.test/t',
};
const credentials = {
  developerToken: 'd',
  clientId: 'c',
  clientSecret: 's',
  refreshToken: 'r',
  loginCustomerId: '1000000001',
  customerId: '1000000002',
};

const plan: PlatformCampaignPlan = {
  campaignId: 'c-1',
  companyId: 'co',
  advertiserId: 'ad',
  type: 'SEARCH',
  name: 'Óculos',
  currency: 'BRL',
  startDate: '2026-12-01',
  endDate: null,
  dailyBudgetMicros: 20_000_000n,
  groups: [
    {
      groupId: 'g',
      strategyId: 'st-1',
      name: 'Campinas',
      bidType: 'CPC',
      bidMicros: 900_000n,
      keywords: [{ text: 'óculos de grau', matchType: 'PHRASE', negative: false }],
      locations: ['SP', '3509502', '9999999'],
      languages: [],
      ageRanges: [],
      genders: [],
      devices: [],
      ads: [
        {
          creativeId: 'cr-1',
          format: 'SEARCH',
          finalUrl: 'https://otica.example.com.br/',
          headlines: ['Óculos de grau', 'Exame de vista', 'Em Campinas'],
          descriptions: ['Armações e lentes.', 'Agende hoje.'],
        },
      ],
    },
  ],
};

const suggestion = (id: string, name: string, canonicalName: string, targetType: string) => ({
  geoTargetConstant: {
    resourceName: `geoTargetConstants/${id}`,
    id,
    name,
    countryCode: 'BR',
    targetType,
    status: 'ENABLED',
    canonicalName,
  },
});

/** A platform that answers suggest (or 404s it), empty searches and echoes mutate results. */
function platform(options: { suggest: boolean }) {
  const mutates: {
    mutateOperations: Record<string, { create?: Record<string, unknown> }>[];
    validateOnly?: boolean;
  }[] = [];
  const suggests: unknown[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body: unknown =
      typeof init?.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : null;
    if (url === endpoints.oauthTokenUrl) return Response.json({ access_token: 'a', expires_in: 3599 });
    if (url.endsWith('/geoTargetConstants:suggest')) {
      suggests.push(body);
      if (!options.suggest)
        return Response.json(
          { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } },
          { status: 404 },
        );
      return Response.json({
        geoTargetConstantSuggestions: [
          suggestion('20106', 'State of Sao Paulo', 'State of Sao Paulo,Brazil', 'State'),
          suggestion('1001701', 'Campinas', 'Campinas,State of Sao Paulo,Brazil', 'City'),
        ],
      });
    }
    if (url.endsWith('googleAds:search')) return Response.json({ results: [] });
    if (url.endsWith('googleAds:mutate')) {
      const request = body as (typeof mutates)[number];
      mutates.push(request);
      return Response.json({
        mutateOperationResponses: request.mutateOperations.map((op, i) => {
          const [key, value] = Object.entries(op)[0]!;
          const collection = key.replace(/Operation$/, '');
          const resourceName =
            (value.create?.resourceName as string | undefined)?.replace(/-\d+$/, String(100 + i)) ??
            `customers/1000000002/${collection}s/${100 + i}`;
          return { [`${collection}Result`]: { resourceName } };
        }),
      });
    }
    return new Response('not found', { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, mutates, suggests };
}

describe('Google Ads connector (fake platform)', () => {
  it('resolves UF and IBGE codes through geoTargetConstants:suggest; an unknown code is a problem on its strategy', async () => {
    const p = platform({ suggest: true });
    const connector = createGoogleAdsConnector({ endpoints, credentials, fetch: p.fetch });
    const validation = await connector.validate({ plan });
    expect(validation).toEqual({
      ok: false,
      problems: [
        {
          code: 'CHANNEL_LOCATION_UNSUPPORTED',
          field: 'strategy:st-1',
          platformCode: 'geoTargetConstants:suggest',
          platformMessage: '9999999: not a Brazilian UF or IBGE municipality code',
        },
      ],
    });
    expect(p.suggests).toEqual([
      { locale: 'pt', countryCode: 'BR', locationNames: { names: ['São Paulo', 'Campinas'] } },
    ]);

    const located = { ...plan, groups: [{ ...plan.groups[0]!, locations: ['SP', '3509502'] }] };
    const ref = await connector.createPaused({ plan: located });
    const geo = p.mutates[0]!.mutateOperations.flatMap((op) => {
      const location = op.campaignCriterionOperation?.create?.location as
        { geoTargetConstant?: string } | undefined;
      return location?.geoTargetConstant ? [location.geoTargetConstant] : [];
    });
    expect(geo).toEqual(['geoTargetConstants/20106', 'geoTargetConstants/1001701']);
    expect(ref).toMatchObject({ platform: 'google_ads', accountId: '1000000002', campaignId: '101' });
    expect(ref.ids).toMatchObject({
      budget: 'customers/1000000002/campaignBudgets/100',
      campaign: 'customers/1000000002/campaigns/101',
      'strategy:st-1': expect.stringMatching(/^customers\/1000000002\/adGroups\/\d+$/) as unknown,
      channelType: 'SEARCH',
    });
    // Resolved once per process.
    await connector.validate({ plan: located });
    expect(p.suggests).toHaveLength(1);
  });

  it('a location lookup the platform refuses leaves the places unresolved, never all of Brazil', async () => {
    const p = platform({ suggest: false });
    const connector = createGoogleAdsConnector({ endpoints, credentials, fetch: p.fetch });
    const located = { ...plan, groups: [{ ...plan.groups[0]!, locations: ['SP'] }] };
    const validation = await connector.validate({ plan: located });
    expect(validation.ok).toBe(false);
    expect(validation.problems).toHaveLength(1);
    expect(validation.problems[0]).toMatchObject({
      code: 'CHANNEL_LOCATION_UNSUPPORTED',
      field: 'strategy:st-1',
    });
    expect(validation.problems[0]!.platformMessage).toContain('could not be looked up');
    // Only validated, and never widened to all of Brazil.
    expect(p.mutates.every((m) => m.validateOnly === true)).toBe(true);
    expect(JSON.stringify(p.mutates)).not.toContain('geoTargetConstants/2076');
    const refused = await connector.createPaused({ plan: located }).catch((e: unknown) => e);
    expect((refused as { code?: string }).code).toBe('CHANNEL_LOCATION_UNSUPPORTED');
    expect(p.mutates.every((m) => m.validateOnly === true)).toBe(true);
  });
});
