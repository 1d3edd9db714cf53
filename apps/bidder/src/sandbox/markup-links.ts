/**
 * What a browser or player would load from an ad's markup: impression beacons, the click URL and
 * its trackers, and for VAST the event tracking URLs. Read with regular expressions on purpose:
 * the sandbox only needs the URLs, and must survive any markup without throwing.
 */
export type VastEvent = 'start' | 'firstQuartile' | 'midpoint' | 'thirdQuartile' | 'complete' | 'skip';

export interface MarkupLinks {
  kind: 'banner' | 'native' | 'vast';
  impressions: string[];
  click: string | null;
  clickTrackers: string[];
  /** VAST Tracking URLs by event. */
  events: Partial<Record<VastEvent, string[]>>;
  /** VAST linear duration in seconds (0 when absent). */
  durationSeconds: number;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
const decode = (value: string) =>
  value
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .trim()
    .replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => entities[name]!);

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return match ? decode(match[2] ?? match[3] ?? '') : null;
};

const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)];

function vastLinks(xml: string): MarkupLinks {
  const texts = (element: string) =>
    all(xml, new RegExp(`<${element}(?:\\s[^>]*)?>([\\s\\S]*?)</${element}>`, 'gi'))
      .map((m) => decode(m[1]!))
      .filter(Boolean);
  const events: MarkupLinks['events'] = {};
  for (const match of all(xml, /<Tracking\s([^>]*)>([\s\S]*?)<\/Tracking>/gi)) {
    const event = attribute(` ${match[1]}`, 'event') as VastEvent | null;
    const url = decode(match[2]!);
    // Only own keys: an event named after an Object.prototype member ("valueOf") is just unknown.
    if (event && url) (Object.hasOwn(events, event) ? events[event]! : (events[event] = [])).push(url);
  }
  const duration = texts('Duration')[0] ?? '';
  const [h, m, s] = duration.split(':').map(Number);
  return {
    kind: 'vast',
    impressions: texts('Impression'),
    click: texts('ClickThrough')[0] ?? null,
    clickTrackers: texts('ClickTracking'),
    events,
    durationSeconds: [h, m, s].every((n) => Number.isFinite(n)) ? h! * 3600 + m! * 60 + s! : 0,
  };
}

interface NativeResponse {
  link?: { url?: unknown; clicktrackers?: unknown };
  imptrackers?: unknown;
  eventtrackers?: { event?: unknown; method?: unknown; url?: unknown }[];
}

function nativeLinks(json: string): MarkupLinks | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  // Native 1.0 wrapped the response in {"native": …}; 1.1+ send it bare.
  const native = ('native' in parsed ? parsed.native : parsed) as NativeResponse;
  if (!native || typeof native !== 'object') return null;
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const trackers = Array.isArray(native.eventtrackers) ? native.eventtrackers : [];
  return {
    kind: 'native',
    impressions: [
      ...strings(native.imptrackers),
      ...trackers
        .filter((t) => t && t.event === 1 && t.method === 1 && typeof t.url === 'string')
        .map((t) => t.url as string),
    ],
    click: typeof native.link?.url === 'string' ? native.link.url : null,
    clickTrackers: strings(native.link?.clicktrackers),
    events: {},
    durationSeconds: 0,
  };
}

function bannerLinks(html: string): MarkupLinks {
  const images = all(html, /<img\b[^>]*>/gi)
    .map((m) => attribute(m[0], 'src'))
    .filter((src): src is string => Boolean(src));
  const anchor = all(html, /<a\b[^>]*>/gi)
    .map((m) => attribute(m[0], 'href'))
    .find((href) => Boolean(href));
  return {
    kind: 'banner',
    impressions: images,
    click: anchor ?? null,
    clickTrackers: [],
    events: {},
    durationSeconds: 0,
  };
}

/** The links of a bid's markup: VAST XML, a Native response JSON, or banner HTML. */
export function markupLinks(adm: string): MarkupLinks {
  const text = adm.trim();
  if (text.startsWith('<?xml') || /^<VAST[\s>]/i.test(text)) return vastLinks(text);
  if (text.startsWith('{')) return nativeLinks(text) ?? bannerLinks(text);
  return bannerLinks(text);
}
