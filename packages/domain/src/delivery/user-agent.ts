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

/** A memoised `parseUserAgent` holding at most `capacity` answers, least recently used evicted first. */
export function createUserAgentParser(capacity = 10_000): (ua: string) => UserAgentTraits {
  const cache = new Map<string, UserAgentTraits>();
  return (raw) => {
    const ua = raw.length > maxUserAgentLength ? raw.slice(0, maxUserAgentLength) : raw;
    const hit = cache.get(ua);
    if (hit) {
      cache.delete(ua);
      cache.set(ua, hit);
      return hit;
    }
    const traits = parseUserAgent(ua);
    cache.set(ua, traits);
    if (cache.size > capacity) cache.delete(cache.keys().next().value!);
    return traits;
  };
}
