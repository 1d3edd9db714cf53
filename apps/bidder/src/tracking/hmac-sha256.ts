/**
 * HMAC-SHA256 (RFC 2104) from two one-shot SHA-256 digests over the key's precomputed pads. A bid
 * signs two MACs; `createHmac` builds a keyed native object for each (about 2 µs of a bid request
 * in the route, measured against this in bench/bidder/route-micro.ts), where `crypto.hash` keeps
 * nothing between calls. The same bytes as `createHmac('sha256', key)` (property test).
 */
import { hash } from 'node:crypto';

const blockBytes = 64;
const digestBytes = 32;

export type HmacKey = string | Uint8Array;

/**
 * The MAC of the message its parts make, joined (UTF-8), in base64url (43 characters, unpadded).
 * Parts, not one joined text: each is written as it is, where joining them first would copy them
 * into a new flat string to encode it. Each part is encoded on its own: a surrogate pair split
 * across two parts is not joined (the callers' parts are whole texts).
 */
export type HmacSha256 = (first: string, second?: string, third?: string, fourth?: string) => string;

export function createHmacSha256(key: HmacKey): HmacSha256 {
  let keyBytes: Uint8Array = typeof key === 'string' ? Buffer.from(key, 'utf8') : key;
  if (keyBytes.length > blockBytes) keyBytes = hash('sha256', keyBytes, 'buffer');
  // The inner pad, then the message; the outer pad, then the inner digest.
  let inner = Buffer.alloc(blockBytes + 1024, 0x36);
  const outer = Buffer.alloc(blockBytes + digestBytes, 0x5c);
  for (let i = 0; i < keyBytes.length; i++) {
    inner[i] = 0x36 ^ keyBytes[i]!;
    outer[i] = 0x5c ^ keyBytes[i]!;
  }
  return (first, second = '', third = '', fourth = '') => {
    // The scratch is reused: the digests are computed before this returns.
    const most = blockBytes + 3 * (first.length + second.length + third.length + fourth.length);
    if (inner.length < most) {
      const grown = Buffer.alloc(most * 2);
      inner.copy(grown, 0, 0, blockBytes);
      inner = grown;
    }
    let length = blockBytes + inner.write(first, blockBytes, 'utf8');
    if (second !== '') length += inner.write(second, length, 'utf8');
    if (third !== '') length += inner.write(third, length, 'utf8');
    if (fourth !== '') length += inner.write(fourth, length, 'utf8');
    // The digests as text ('binary': latin1, a byte a character), not Buffers: a Buffer from
    // crypto gets an ArrayBuffer of its own, which the GC tracks apart from the heap.
    outer.write(hash('sha256', inner.subarray(0, length), 'binary'), blockBytes, 'latin1');
    return hash('sha256', outer, 'base64url');
  };
}
