/**
 * User agent → the product's Browser and Device (ua-parser-js 1.x, MIT; 2.x is AGPL and not used).
 * Exchanges send the same few thousand user agents over and over, so answers are memoised in a
 * bounded LRU: a hit costs one Map lookup, a miss one parse.
 */
import { UAParser } from 'ua-parser-js';
import type { Browser, Device } from '../campaigns/enumerations';

export interface UserAgentTraits {
  browser: Browser | null;
  device: Device | null;
}

const browserByName: [prefix: string, browser: Browser][] = [
  ['samsung', 'SAMSUNG_INTERNET'],
  ['edge', 'EDGE'],
  ['opera', 'OPERA'],
  ['firefox', 'FIREFOX'],
  ['mobile firefox', 'FIREFOX'],
  ['chrome', 'CHROME'],
  ['mobile chrome', 'CHROME'],
  ['safari', 'SAFARI'],
  ['mobile safari', 'SAFARI'],
];

function browserOf(name: string | undefined): Browser | null {
  if (!name) return null;
  const lower = name.toLowerCase();
  for (const [prefix, browser] of browserByName) if (lower.startsWith(prefix)) return browser;
  return 'OTHER';
}

function deviceOf(type: string | undefined, osName: string | undefined): Device | null {
  if (type === 'mobile' || type === 'tablet' || type === 'wearable') return 'MOBILE';
  if (type !== undefined) return null;
  return osName ? 'DESKTOP' : null;
}

/** Parses one user agent without memoising. */
export function parseUserAgent(ua: string): UserAgentTraits {
  if (ua === '') return { browser: null, device: null };
  const result = new UAParser(ua).getResult();
  return { browser: browserOf(result.browser.name), device: deviceOf(result.device.type, result.os.name) };
}

/** Longest user agent worth parsing; anything longer is cut (hostile requests send megabytes). */
export const maxUserAgentLength = 512;

/**
 * A memoised `parseUserAgent` holding at most `capacity` answers. Two generations stand in for an
 * LRU (a hit in the young one costs one lookup, no reordering): new answers go to the young
 * generation; when it is half full it becomes the old one and the former old one is dropped; an
 * old answer that is asked again moves back to the young generation.
 */
export function createUserAgentParser(capacity = 10_000): (ua: string) => UserAgentTraits {
  const generationSize = Math.max(1, Math.floor(capacity / 2));
  let young = new Map<string, UserAgentTraits>();
  let old = new Map<string, UserAgentTraits>();
  const keep = (ua: string, traits: UserAgentTraits) => {
    young.set(ua, traits);
    if (young.size >= generationSize) {
      old = young;
      young = new Map();
    }
  };
  return (raw) => {
    const ua = raw.length > maxUserAgentLength ? raw.slice(0, maxUserAgentLength) : raw;
    const hit = young.get(ua);
    if (hit) return hit;
    const kept = old.get(ua);
    if (kept) {
      old.delete(ua);
      keep(ua, kept);
      return kept;
    }
    const traits = parseUserAgent(ua);
    keep(ua, traits);
    return traits;
  };
}
