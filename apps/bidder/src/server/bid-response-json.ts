/**
 * The JSON text of a bid response, as `JSON.stringify` writes it (same keys, same order, same
 * values), with each bid's `adm` taken from JSON text the markup renderer already has at hand (a
 * template's pieces escaped once per creative): the `adm` is most of an answer's bytes, and
 * `JSON.stringify` would scan and escape it again for every bid (bench/bidder, issue 25).
 */
import type { OpenRtbBid, OpenRtbBidResponse } from './bid-route';

const json = JSON.stringify;

/** Printable ASCII but `"` and `\`: what JSON.stringify writes as it is, between quotes. */
const plainText = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/**
 * `JSON.stringify(value)`; a string of plain text (the notice URLs: an origin, a path and a
 * base64url token, ~2 KB a bid) quoted without JSON.stringify's copy (one scan, no new flat string).
 */
const jsonOf = (value: unknown): string | undefined =>
  typeof value === 'string' && plainText.test(value) ? `"${value}"` : json(value);

/** One bid's JSON: every own enumerable key in insertion order (as JSON.stringify), `adm` from `admJson` when given. */
function bidJson(bid: OpenRtbBid, admJson: string | undefined): string {
  let out = '{';
  let first = true;
  for (const key in bid) {
    if (!Object.hasOwn(bid, key)) continue;
    const value = (bid as unknown as Record<string, unknown>)[key];
    const text = key === 'adm' && admJson !== undefined ? admJson : jsonOf(value);
    // JSON.stringify leaves out keys whose value it cannot write (undefined, functions, symbols).
    if (text === undefined) continue;
    out += `${first ? '' : ','}${json(key)}:${text}`;
    first = false;
  }
  return `${out}}`;
}

/** `JSON.stringify(response)`, each bid's `adm` from `admJsons[i]` (the JSON text of that same string) when given. */
export function bidResponseJson(
  response: OpenRtbBidResponse,
  admJsons: readonly (string | undefined)[],
): string {
  const seat = response.seatbid[0];
  if (response.seatbid.length !== 1 || !seat || admJsons.every((a) => a === undefined)) return json(response);
  let bids = '';
  seat.bid.forEach((bid, i) => {
    bids += (i === 0 ? '' : ',') + bidJson(bid, admJsons[i]);
  });
  return `{"id":${json(response.id)},"cur":${json(response.cur)},"seatbid":[{"seat":${json(seat.seat)},"bid":[${bids}]}]}`;
}
