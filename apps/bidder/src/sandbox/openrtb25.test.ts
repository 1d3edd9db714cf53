import { describe, expect, it } from 'vitest';
import { contentTaxonomy1 } from '@verba/domain/delivery/openrtb/content-taxonomy-1';
import { parseBidRequest } from '@verba/domain/delivery/openrtb/parse-bid-request';
import { loadTargetingData } from '../compose/targeting-data';
import type { RtbBidRequest } from './openrtb';
import { asOpenRtb25 } from './openrtb25';
import { loadTrafficData } from './reference-data';
import { createTrafficGenerator, openRtb25Share, type SandboxAuction } from './traffic';

const data = loadTrafficData();
const at = new Date('2026-03-10T15:00:00Z');
const auctions = (count: number, seed = 5): SandboxAuction[] => {
  const generator = createTrafficGenerator({ seed, data });
  return Array.from({ length: count }, () => generator.auction(at));
};
const sample = auctions(6_000);
const requests25 = sample.flatMap((a) => (a.version === '2.5' ? [a.request] : []));
const requests26 = sample.flatMap((a) => (a.version === '2.6' ? [a.request] : []));

/** Fields OpenRTB 2.6 added (or moved out of `ext`), as paths in a request; `[]` walks an array. */
const only26 = [
  'cattax',
  'wlangb',
  'acat',
  'dooh',
  'site.cattax',
  'site.content.cattax',
  'site.inventorypartnerdomain',
  'site.kwarray',
  'app.cattax',
  'app.content.cattax',
  'app.inventorypartnerdomain',
  'app.kwarray',
  'device.sua',
  'device.langb',
  'user.consent',
  'user.eids',
  'user.kwarray',
  'source.schain',
  'regs.gdpr',
  'regs.us_privacy',
  'regs.gpp',
  'regs.gpp_sid',
  'imp[].rwdd',
  'imp[].ssai',
  'imp[].qty',
  'imp[].dt',
  'imp[].refresh',
  'imp[].video.plcmt',
  'imp[].video.maxseq',
  'imp[].video.poddur',
  'imp[].video.podid',
  'imp[].video.podseq',
  'imp[].video.rqddurs',
  'imp[].video.slotinpod',
  'imp[].video.mincpmpersec',
  'imp[].audio.maxseq',
  'imp[].audio.poddur',
  'imp[].audio.podid',
  'imp[].audio.podseq',
  'imp[].audio.rqddurs',
  'imp[].audio.slotinpod',
  'imp[].audio.mincpmpersec',
  'imp[].pmp.deals[].guar',
  'imp[].pmp.deals[].mincpmpersec',
  'imp[].pmp.deals[].durfloors',
];

/** Whether `path` is present in `value` (in any element of an array step). */
function has(value: unknown, path: string): boolean {
  const [step, ...rest] = path.split('.');
  const array = step!.endsWith('[]');
  const key = array ? step!.slice(0, -2) : step!;
  if (typeof value !== 'object' || value === null || !(key in value)) return false;
  const inner = (value as Record<string, unknown>)[key];
  if (rest.length === 0) return true;
  const items = array ? (Array.isArray(inner) ? inner : []) : [inner];
  return items.some((item) => has(item, rest.join('.')));
}

const targeting = loadTargetingData();
const parse = (body: unknown, version: '2.5' | '2.6') => {
  const result = parseBidRequest(JSON.parse(JSON.stringify(body)), {
    version,
    geo: targeting.geo,
    contentAncestry: targeting.contentAncestry,
    audienceAncestry: targeting.audienceAncestry,
  });
  if (!result.ok) throw new Error(`${version} request refused: ${result.detail}`);
  return result.request;
};
const oneToOne = new Map(
  contentTaxonomy1.filter((c) => c.ids.length === 1).map((c) => [c.code, c.ids[0]!] as const),
);

describe('OpenRTB 2.5 and IAB 1.0 traffic of the sandbox exchange', () => {
  it('sends about 30 % of its auctions as OpenRTB 2.5, the same ones for a seed', () => {
    const share = requests25.length / sample.length;
    expect(openRtb25Share).toBe(0.3);
    expect(share).toBeGreaterThan(0.27);
    expect(share).toBeLessThan(0.33);
    const versions = (seed: number) => auctions(300, seed).map((a) => a.version);
    expect(versions(8)).toEqual(versions(8));
    expect(versions(8)).not.toEqual(versions(9));
  });

  it('writes no 2.6-only field in a 2.5 request, and the 2.5 forms in their place', () => {
    for (const request of requests25) {
      for (const path of only26) expect(has(request, path), path).toBe(false);
      expect(request.regs.ext.gdpr).toBe(0);
      expect(request.source.ext.schain.nodes[0]!.sid).toMatch(/^pub-/);
      for (const code of [...(request.site ?? request.app)!.cat, ...request.bcat])
        expect(code).toMatch(/^IAB\d+(-\d+)?$/);
      for (const imp of request.imp) if (imp.video) expect(imp.video.placement).toBeGreaterThan(0);
    }
    const share = (predicate: (request: (typeof requests25)[number]) => unknown) =>
      requests25.filter(predicate).length / requests25.length;
    expect(share((r) => r.user.ext?.consent)).toBeGreaterThan(0.2);
    expect(share((r) => r.user.ext?.eids)).toBeGreaterThan(0.1);
    expect(share((r) => r.site?.content?.cat.length)).toBeGreaterThan(0.2);
    // The 2.6 requests do carry those fields, so the check above bites.
    const written26 = only26.filter((path) => requests26.some((request) => has(request, path)));
    expect(written26).toEqual(
      expect.arrayContaining([
        'cattax',
        'site.cattax',
        'site.content.cattax',
        'app.cattax',
        'device.sua',
        'user.consent',
        'user.eids',
        'source.schain',
        'regs.gdpr',
        'imp[].video.plcmt',
      ]),
    );
  });

  it('sends some 2.6 requests in IAB 1.0 categories (cattax 1), most in 3.1 (cattax 7)', () => {
    const in1 = requests26.filter((r) => r.cattax === 1);
    expect(in1.length / requests26.length).toBeGreaterThan(0.08);
    expect(in1.length / requests26.length).toBeLessThan(0.25);
    for (const request of in1) {
      const holder = (request.site ?? request.app)!;
      expect(holder.cattax).toBe(1);
      for (const code of holder.cat) expect(code).toMatch(/^IAB\d+(-\d+)?$/);
    }
  });

  it("parses with the bidder's parser to what its 2.6 twin says, categories through the 1.0 table", () => {
    const generator = createTrafficGenerator({ seed: 12, data });
    const twins: RtbBidRequest[] = Array.from({ length: 1_500 }, () => generator.next(at));
    const exact = new Set<string>();
    const differ = new Set<string>();
    for (const twin of twins) {
      const request25 = asOpenRtb25(twin);
      const from25 = parse(request25, '2.5');
      const from26 = parse(twin, '2.6');
      // Each 1.0 code that maps one to one gives a 3.1 category the 2.6 twin has too.
      for (const code of [
        ...(request25.site ?? request25.app)!.cat,
        ...(request25.site?.content?.cat ?? []),
      ]) {
        const id = oneToOne.get(code);
        if (id) expect(from26.contentCategoryIds, `${code} → ${id}`).toContain(id);
      }
      const property = (twin.site ?? twin.app)!.id;
      const same =
        [...from25.contentCategoryIds].sort().join() === [...from26.contentCategoryIds].sort().join();
      (same ? exact : differ).add(property);
      expect(from25.blockedCategories.length > 0).toBe(from26.blockedCategories.length > 0);
      // Everything else reads the same on both versions; without `sua` the browser is what the
      // user agent string says (an app's web view names none).
      const rest = (r: typeof from25) => ({
        ...r,
        version: null,
        contentCategoryIds: null,
        blockedCategories: null,
        device: { ...r.device, browser: null },
      });
      expect(rest(from25)).toEqual(rest(from26));
    }
    // Where the publisher's 1.0 codes are all one to one and cover its content, the categories match
    // exactly; 1.0 is coarser elsewhere (a news site is IAB12, four 3.1 categories).
    expect(exact.size).toBeGreaterThan(20);
    for (const id of ['placarfutebol.com.br', 'autoguia-exemplo.com.br', 'br.com.radio.brasilfm'])
      expect(exact.has(id), id).toBe(true);
    for (const id of exact) expect(differ.has(id), id).toBe(false);
  });
});
