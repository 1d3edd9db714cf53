import { describe, expect, it } from 'vitest';
import { createUserAgentParser, parseUserAgent } from './user-agent';

const uas = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  samsung:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  webView:
    'Mozilla/5.0 (Linux; Android 13; SM-A515F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 13; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/105.0.0.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
};

describe('user agent traits', () => {
  it.each([
    ['iphoneSafari', 'SAFARI', 'MOBILE'],
    ['samsung', 'SAMSUNG_INTERNET', 'MOBILE'],
    ['edge', 'EDGE', 'DESKTOP'],
    ['androidChrome', 'CHROME', 'MOBILE'],
    ['webView', 'CHROME', 'MOBILE'],
    ['firefoxAndroid', 'FIREFOX', 'MOBILE'],
    ['opera', 'OPERA', 'DESKTOP'],
    ['macSafari', 'SAFARI', 'DESKTOP'],
  ] as const)('%s → %s on %s', (name, browser, device) => {
    expect(parseUserAgent(uas[name])).toEqual({ browser, device });
  });

  it('knows nothing about an empty or unknown agent', () => {
    expect(parseUserAgent('')).toEqual({ browser: null, device: null });
    expect(parseUserAgent('curl/8.0')).toEqual({ browser: null, device: null });
  });

  it('memoises in a bounded LRU and answers the same as the plain parser', () => {
    const parse = createUserAgentParser(2);
    for (const ua of Object.values(uas)) expect(parse(ua)).toEqual(parseUserAgent(ua));
    const first = parse(uas.edge);
    expect(parse(uas.edge)).toBe(first);
  });

  it('answers the same as the plain parser while its generations turn over', () => {
    const parse = createUserAgentParser(4);
    const agents = Object.values(uas).flatMap((ua) => [ua, `${ua} v1`, `${ua} v2`]);
    for (let round = 0; round < 3; round++)
      for (const ua of round === 1 ? [...agents].reverse() : agents)
        expect(parse(ua)).toEqual(parseUserAgent(ua));
    expect(parse(uas.edge)).toBe(parse(uas.edge));
  });

  it('cuts a huge agent instead of parsing megabytes', () => {
    const parse = createUserAgentParser();
    const started = performance.now();
    parse(uas.androidChrome + 'x'.repeat(5_000_000));
    expect(performance.now() - started).toBeLessThan(500);
  });
});
