/**
 * The JSON text of a bid response, as `JSON.stringify` writes it (same keys, same order, same
 * values), with each bid's `adm` taken from JSON text the markup renderer already has at hand (a
 * template's pieces escaped once per creative): the `adm` is most of an answer's bytes, and
 * `JSON.stringify` would scan and escape it again for every bid (bench/bidder, issue 25).
 */
import { jsonPlainText } from '../tracking/urls';
import type { OpenRtbBid, OpenRtbBidResponse } from './bid-route';

const json = JSON.stringify;

/**
 * `JSON.stringify(value)`; a string of plain text (the notice URLs: an origin, a path and a
 * base64url token, ~2 KB a bid) quoted without JSON.stringify's copy (one scan, no new flat string).
 */
const jsonOf = (value: unknown): string | undefined =>
  typeof value === 'string' && jsonPlainText.test(value) ? `"${value}"` : json(value);

/** `"key":` of a bid's keys, written once (not a JSON.stringify of the key for every key of every bid). */
const keyTexts = new Map<string, string>(
  [
    'id',
    'impid',
    'price',
    'adid',
    'crid',
    'cid',
    'adomain',
    'cat',
    'cattax',
    'w',
    'h',
    'mtype',
    'nurl',
    'burl',
    'lurl',
    'adm',
    'dealid',
  ].map((key) => [key, `${json(key)}:`]),
);

const noticeKeys = new Set(['nurl', 'burl', 'lurl']);

/**
 * One bid's JSON: every own enumerable key in insertion order (as JSON.stringify), `adm` from
 * `admJson` when given, the notice URLs quoted as they are when known to be plain text (not
 * scanned again: a scan of a joined string first copies it whole into a flat one).
 */
function bidJson(bid: OpenRtbBid, admJson: string | undefined, plainUrls: boolean): string {
  let out = '{';
  for (const key in bid) {
    if (!Object.hasOwn(bid, key)) continue;
    const value = (bid as unknown as Record<string, unknown>)[key];
    const text =
      key === 'adm' && admJson !== undefined
        ? admJson
        : plainUrls && typeof value === 'string' && noticeKeys.has(key)
          ? `"${value}"`
          : jsonOf(value);
    // JSON.stringify leaves out keys whose value it cannot write (undefined, functions, symbols).
    if (text === undefined) continue;
    if (out.length > 1) out += ',';
    out += (keyTexts.get(key) ?? `${json(key)}:`) + text;
  }
  return `${out}}`;
}

/**
 * `JSON.stringify(response)`, each bid's `adm` from `admJsons[i]` (the JSON text of that same
 * string) when given; `plainUrls[i]`: the i-th bid's notice URLs are plain text (printable ASCII
 * but `"` and `\`), as `noticeUrlsArePlain` tells.
 */
export function bidResponseJson(
  response: OpenRtbBidResponse,
  admJsons: readonly (string | undefined)[],
  plainUrls: readonly boolean[] = [],
): string {
  const seat = response.seatbid[0];
  if (response.seatbid.length !== 1 || !seat || admJsons.every((a) => a === undefined)) return json(response);
  let bids = '';
  seat.bid.forEach((bid, i) => {
    bids += (i === 0 ? '' : ',') + bidJson(bid, admJsons[i], plainUrls[i] === true);
  });
  return `{"id":${json(response.id)},"cur":${json(response.cur)},"seatbid":[{"seat":${json(seat.seat)},"bid":[${bids}]}]}`;
}
