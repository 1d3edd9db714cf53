/**
 * Banner and VAST markup from a template per creative (bench/bidder, issue 25): everything of a
 * creative's `adm` but the bid's token, its click signature and its bid id is the same for every
 * bid of that creative on a secure (or plain) page, yet building it escapes the creative's texts
 * and URLs and assembles a dozen tracking URLs per bid. The template is the markup `adMarkup`
 * builds with stand-ins for those three values, cut at them; a bid joins the pieces with its own.
 * The output is byte for byte `adMarkup`'s (markup-templates.test.ts): the three values are
 * base64url text, a '.' and a UUID's hex and dashes — nothing any escaping (HTML, XML, CDATA,
 * JSON) changes — and a template is only kept when each stand-in appears where and as often as
 * in a build with other stand-ins (a creative's own text that happened to contain one is built
 * the slow way). Native markup depends on the imp's request (asset ids): always built per bid.
 */
import type { LiveCreative } from '@verba/domain/delivery/contracts';
import type { ImpOffer } from '@verba/domain/delivery/request';
import { signClickTarget, type TrackingKey } from '../tracking/token';
import { wellFormed } from '../tracking/urls';
import { adMarkup, fitsImp, type AdMarkup } from './ad-markup';

/** What a bid puts in a template's gaps: only these characters (checked before use). */
const safeValue = /^[A-Za-z0-9._~-]*$/;

type Gap = 0 | 1 | 2;
const TOKEN: Gap = 0;
const SIGNATURE: Gap = 1;
const BID_ID: Gap = 2;

interface Template {
  /** pieces[0], value of gaps[0], pieces[1], …, pieces[gaps.length]. */
  pieces: string[];
  gaps: Gap[];
  /** The pieces as JSON string content (escaped once): the bid answer's `adm` without escaping it per bid. */
  jsonPieces: string[];
  mtype: AdMarkup['mtype'];
  /** The click target the signature binds (the creative's destination, well-formed). */
  target: string;
}

/** Templates kept at most (per renderer): ~13–40 MB at worst. */
export const templatesKept = 10_000;

/** Two sets of stand-ins: the template is cut with the first and checked against the second. */
const standIns = [
  { token: 'Vq7T0kEnStandIn.x9Z', bidId: 'f3a1c0de-57a4-4d1e-9b0c-0000aa11bb22' },
  { token: 'Wr8U1lFoStandIn.y0A', bidId: '0e2b1d9f-68b5-4e2f-8c1d-1111bb22cc33' },
] as const;

function cut(
  adm: string,
  values: { token: string; signature: string | null; bidId: string },
): { pieces: string[]; gaps: Gap[] } {
  const pieces: string[] = [];
  const gaps: Gap[] = [];
  let from = 0;
  for (;;) {
    let next = -1;
    let gap: Gap = TOKEN;
    let length = 0;
    const candidates: [Gap, string | null][] = [
      [TOKEN, values.token],
      [SIGNATURE, values.signature],
      [BID_ID, values.bidId],
    ];
    for (const [kind, value] of candidates) {
      if (!value) continue;
      const at = adm.indexOf(value, from);
      if (at !== -1 && (next === -1 || at < next)) {
        next = at;
        gap = kind;
        length = value.length;
      }
    }
    if (next === -1) break;
    pieces.push(adm.slice(from, next));
    gaps.push(gap);
    from = next + length;
  }
  pieces.push(adm.slice(from));
  return { pieces, gaps };
}

const fill = (template: { pieces: string[]; gaps: Gap[] }, values: readonly string[]): string => {
  const { pieces, gaps } = template;
  let out = pieces[0]!;
  for (let i = 0; i < gaps.length; i++) out += values[gaps[i]!]! + pieces[i + 1]!;
  return out;
};

function buildTemplate(
  creative: LiveCreative,
  imp: ImpOffer,
  trackingBaseUrl: string,
  key: TrackingKey,
): Template | null {
  const target = wellFormed(creative.destinationUrl);
  const built = standIns.map(({ token, bidId }) => ({
    token,
    bidId,
    signature: signClickTarget(token, target, key),
    markup: adMarkup({ creative, token, trackingBaseUrl, key, imp, bidId }),
  }));
  const [first, second] = built as [(typeof built)[0], (typeof built)[0]];
  if (!first.markup || !second.markup) return null;
  const template = cut(first.markup.adm, first);
  // The same cut must rebuild the second build exactly: otherwise a stand-in also occurs in the
  // creative's own text, or a value is transformed on its way into the markup.
  if (fill(template, [second.token, second.signature, second.bidId]) !== second.markup.adm) return null;
  if (cut(second.markup.adm, second).gaps.join() !== template.gaps.join()) return null;
  const jsonPieces = template.pieces.map((piece) => JSON.stringify(piece).slice(1, -1));
  return { ...template, jsonPieces, mtype: first.markup.mtype, target };
}

/**
 * `adMarkup` for one bid, from the creative's template when it has one. `imp` only decides whether
 * the creative fits (sizes, mimes, durations: checked per bid by `adMarkup`'s own rules) and whether
 * the page is secure; the template itself depends on the creative and `secure` alone.
 */
export function createMarkupTemplates({
  trackingBaseUrl,
  key,
  limit = templatesKept,
}: {
  trackingBaseUrl: string;
  key: TrackingKey;
  /** Templates kept at most (`templatesKept`). */
  limit?: number;
}) {
  // Per creative object (the live catalog replaces the object when a creative changes), per page kind.
  let kept = new WeakMap<LiveCreative, { secure?: Template | null; plain?: Template | null }>();
  // Bounded: a template holds ~1.3 KB (banner) to ~4 KB (VAST); past `templatesKept` all are dropped
  // and built again as bids need them (the WeakMap alone bounds them only by the live creatives).
  let built = 0;
  /** How many bids were answered from a template (tests: the fast path is taken). */
  let fromTemplates = 0;
  function markupOf(options: {
    creative: LiveCreative;
    imp: ImpOffer;
    token: string;
    bidId: string;
  }): (AdMarkup & { admJson?: string }) | null {
    const { creative, imp, token, bidId } = options;
    const templated =
      creative.format === 'DISPLAY' || creative.format === 'DISPLAY_VIDEO' || creative.format === 'AUDIO';
    if (!templated || !safeValue.test(token) || !safeValue.test(bidId) || !fitsImp(creative, imp))
      return adMarkup({ creative, token, trackingBaseUrl, key, imp, bidId });
    let byPage = kept.get(creative);
    if (byPage === undefined) kept.set(creative, (byPage = {}));
    const side = imp.secure ? 'secure' : 'plain';
    let template = byPage[side];
    if (template === undefined) {
      if (++built > limit) {
        kept = new WeakMap();
        built = 1;
        kept.set(creative, (byPage = {}));
      }
      template = byPage[side] = buildTemplate(creative, imp, trackingBaseUrl, key);
    }
    if (template === null) return adMarkup({ creative, token, trackingBaseUrl, key, imp, bidId });
    const signature = template.gaps.includes(SIGNATURE) ? signClickTarget(token, template.target, key) : '';
    fromTemplates++;
    const values = [token, signature, bidId];
    return {
      adm: fill(template, values),
      admJson: `"${fill({ pieces: template.jsonPieces, gaps: template.gaps }, values)}"`,
      mtype: template.mtype,
    };
  }
  return Object.assign(markupOf, { fromTemplates: () => fromTemplates, templatesBuilt: () => built });
}
