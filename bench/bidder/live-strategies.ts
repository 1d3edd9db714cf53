import { ageRanges, browsers, censo2022StatePopulation, type StrategyLocation } from '@verba/domain';
import type { LiveCreative, LiveStrategy } from '@verba/domain/delivery/contracts';
import type { TrafficData } from '@verba/bidder/sandbox/traffic';
import { properties } from '@verba/bidder/sandbox/catalogue';
import { sandboxDeals } from '@verba/bidder/sandbox/traffic';
import { createRandom, type Random } from '@verba/bidder/sandbox/random';

/**
 * Live strategies with mixed targeting for the bidder bench (contract: LiveStrategy), seeded:
 * each strategy targets a few of the dimensions (states or cities, devices, environments,
 * browsers, genders, ages, audiences, content categories, site lists, deals) and carries
 * creatives of several formats, like a platform of many advertisers would.
 */
const displaySizes = [
  [300, 250],
  [728, 90],
  [320, 50],
  [300, 600],
  [160, 600],
] as const;

function creative(random: Random, id: string): LiveCreative {
  const base = {
    id,
    title: null,
    body: null,
    callToAction: null,
    destinationUrl: `https://loja-${id}.example.com.br/`,
    displayUrl: null,
    sponsoredBy: null,
    mimeType: 'image/png',
    durationSeconds: null,
    advertiserDomain: `loja-${id}.example.com.br`,
    mediaUrl: `http://127.0.0.1/api/v1/creative-assets/${id}/file/t`,
  };
  const kind = random.next();
  if (kind < 0.6) {
    const [width, height] = random.pick(displaySizes);
    return { ...base, format: 'DISPLAY', width, height };
  }
  if (kind < 0.85)
    return {
      ...base,
      format: 'NATIVE_DISPLAY',
      width: 1200,
      height: 627,
      title: 'Oferta da semana',
      body: 'Frete grátis para todo o Brasil.',
      callToAction: 'Comprar',
      sponsoredBy: 'Loja Exemplo',
    };
  return {
    ...base,
    format: 'DISPLAY_VIDEO',
    width: 640,
    height: 360,
    mimeType: 'video/mp4',
    durationSeconds: random.pick([15, 30]),
  };
}

const some = <T>(random: Random, items: readonly T[], probability: number, most = 3): T[] =>
  random.chance(probability)
    ? [...new Set(Array.from({ length: random.int(1, most) }, () => random.pick(items)))]
    : [];

export function generateLiveStrategies(count: number, data: TrafficData, seed = 1): LiveStrategy[] {
  const random = createRandom(seed);
  const ufs = Object.keys(censo2022StatePopulation);
  const capitals = data.cities.filter((c) => c.capital);
  const audiences = data.audienceSegments.filter((s) => s.tier <= 3).map((s) => s.id);
  const categories = [...new Set(properties.map((p) => p.cat[0]!))];
  const domains = properties.map((p) => p.id);
  return Array.from({ length: count }, (_, i) => {
    const id = `s${i}`;
    const campaign = `c${Math.floor(i / 4)}`;
    const locations: StrategyLocation[] = random.chance(0.5)
      ? some(random, ufs, 1).map((state) => ({ kind: 'state', country: 'BR', state }) as StrategyLocation)
      : random.chance(0.5)
        ? some(random, capitals, 1, 2).map(
            (city) =>
              ({
                kind: 'city',
                country: 'BR',
                state: city.uf,
                city: String(city.ibgeCode),
              }) as StrategyLocation,
          )
        : [];
    return {
      strategyId: id,
      groupId: `g${Math.floor(i / 2)}`,
      campaignId: campaign,
      advertiserId: `a${Math.floor(i / 20)}`,
      companyId: `co${Math.floor(i / 100)}`,
      campaignType: 'PROGRAMMATIC',
      currency: 'BRL',
      objective: 'IMPRESSION',
      bid: random.chance(0.8)
        ? { type: 'CPM', amount: BigInt(random.int(449, 2500)) }
        : { type: 'CPC', amount: BigInt(random.int(200, 600)) },
      budget: { strategy: 10_000_000n, group: 20_000_000n, campaign: 40_000_000n, campaignDaily: null },
      startDate: '2026-01-01',
      endDate: null,
      targeting: {
        audienceIds: some(random, audiences, 0.3, 4),
        locations,
        browsers: some(random, browsers, 0.15, 2),
        devices: some(random, ['MOBILE', 'DESKTOP'] as const, 0.4, 1),
        environments: some(random, ['APP', 'WEB'] as const, 0.3, 1),
        genders: some(random, ['FEMALE', 'MALE'] as const, 0.2, 1),
        ageRanges: some(random, ageRanges, 0.2, 3),
        lists: random.chance(0.1)
          ? [{ id: `l${i}`, type: 'SITE_LIST', entries: some(random, domains, 1, 8) }]
          : [],
        contentCategoryIds: some(random, categories, 0.3, 3),
        dealIds: random.chance(0.02) ? [random.pick(sandboxDeals)] : [],
      },
      frequencyCap: random.chance(0.5) ? { count: random.int(3, 10), period: 1, unit: 'DAYS' } : null,
      creatives: Array.from({ length: random.int(1, 3) }, (_, k) => creative(random, `${id}-cr${k}`)),
      pixelGroupId: null,
      version: '1',
    };
  });
}
