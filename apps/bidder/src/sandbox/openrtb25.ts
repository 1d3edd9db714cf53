/**
 * The other forms a request takes on the sandbox exchange: as an OpenRTB 2.5 exchange writes it
 * (much of Brazil's traffic still is), and as a 2.6 exchange that keeps IAB Content Taxonomy 1.0
 * (`cattax` 1) writes it. Both carry the property's 1.0 codes from the catalogue (`cat1`).
 */
import { properties, type Property } from './catalogue';
import type { RtbBidRequest, RtbBidRequest25, RtbContent } from './openrtb';

const byId = new Map(properties.map((property) => [property.id, property]));

/** What a 1.0 publisher blocks: Non-Standard (IAB25) and Illegal Content (IAB26). */
const blockedCodes1 = ['IAB25', 'IAB26'];

function propertyOf(request: RtbBidRequest): Property | undefined {
  return byId.get(request.site?.id ?? request.app?.id ?? '');
}

/** A page's content in 1.0: the property's tier-2 codes, or its codes when it has none. */
function contentCodes1(property: Property | undefined): string[] {
  const codes = property?.cat1 ?? [];
  const tier2 = codes.filter((code) => code.includes('-'));
  return tier2.length > 0 ? tier2 : codes;
}

/** The 2.6 request with its categories and blocks in IAB 1.0 codes and `cattax` 1. */
export function withContentTaxonomy1(request: RtbBidRequest): RtbBidRequest {
  const property = propertyOf(request);
  const cat = property?.cat1 ?? [];
  const content = (c: RtbContent | undefined): RtbContent | undefined =>
    c && { ...c, cat: contentCodes1(property), cattax: 1 };
  return {
    ...request,
    cattax: 1,
    bcat: request.bcat.length > 0 ? blockedCodes1 : [],
    ...(request.site && {
      site: {
        ...request.site,
        cat,
        cattax: 1,
        ...(request.site.content && { content: content(request.site.content) }),
      },
    }),
    ...(request.app && { app: { ...request.app, cat, cattax: 1 } }),
  };
}

/** The request as an OpenRTB 2.5 exchange writes it (send with `x-openrtb-version: 2.5`). */
export function asOpenRtb25(request: RtbBidRequest): RtbBidRequest25 {
  const in1 = withContentTaxonomy1(request);
  const { cattax: _cattax, site, app, device, user, source, regs, imp, ...rest } = in1;
  const { sua: _sua, ...device25 } = device;
  const { consent, eids, ...user25 } = user;
  const userExt = { ...(consent !== undefined && { consent }), ...(eids && { eids }) };
  return {
    ...rest,
    imp: imp.map(({ video, ...other }) => {
      if (!video) return other;
      const { plcmt: _plcmt, ...video25 } = video;
      return { ...other, video: video25 };
    }),
    ...(site && {
      site: (() => {
        const { cattax: _siteCattax, content, ...site25 } = site;
        if (!content) return site25;
        const { cattax: _contentCattax, ...content25 } = content;
        return { ...site25, content: content25 };
      })(),
    }),
    ...(app && {
      app: (() => {
        const { cattax: _appCattax, ...app25 } = app;
        return app25;
      })(),
    }),
    device: device25,
    user: { ...user25, ...(Object.keys(userExt).length > 0 && { ext: userExt }) },
    source: { tid: source.tid, ext: { schain: source.schain } },
    regs: { coppa: regs.coppa, ext: { gdpr: regs.gdpr } },
  };
}
