import { pixelEventNamePattern, pixelLimits } from '../schemas/pixels';

/** Limits of the public collection endpoint's parameters; anything longer is dropped, not cut. */
export const pixelCollectLimits = {
  url: 2048,
  referrer: 2048,
  visitorId: 128,
  email: 254,
  phone: 64,
} as const;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const visitorId = /^[A-Za-z0-9._:-]+$/;

export type PixelDropReason =
  | 'bad_pixel_id'
  | 'bad_event_name'
  | 'bad_value'
  | 'oversize'
  | 'bad_visitor_id'
  | 'wrong_method'
  | 'rate_limited'
  | 'unknown_pixel_or_event'
  | 'value_over_cap'
  | 'visitor_rate_limited';

export interface PixelHit {
  pixelId: string;
  eventName: string;
  value: number | null;
  pageUrl: string;
  referrer: string;
  visitorId: string | null;
  /**
   * Issue 28 (Meta Conversions API): the visitor's consent the site passed (`cs`: 1/granted,
   * 0/denied); absent when not given (then nothing is shared). The e-mail (`em`) and phone (`ph`)
   * for matching, raw or already SHA-256: the store keeps only their hashes, and only with consent.
   */
  consent?: 'granted' | 'denied';
  email?: string;
  phone?: string;
  /** The request's User-Agent header (set by the endpoint, not the query). */
  userAgent?: string;
}

const consentOf = (raw: string | undefined): 'granted' | 'denied' | undefined =>
  raw === '1' || raw === 'granted' ? 'granted' : raw === '0' || raw === 'denied' ? 'denied' : undefined;

const single = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : Array.isArray(v) ? undefined : v === undefined ? undefined : undefined;

/**
 * Reads a hit from the collection endpoint's query (`pid`, `ev`, `v` value in minor units,
 * `url`, `ref`, `vid`): the hit, or why it is dropped. Never throws, whatever the input.
 */
export function readPixelHit(query: unknown): { hit: PixelHit } | { drop: PixelDropReason } {
  const q = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const pid = single(q.pid);
  if (!pid || !uuid.test(pid)) return { drop: 'bad_pixel_id' };
  const ev = single(q.ev);
  if (!ev || ev.length > pixelLimits.eventName || !pixelEventNamePattern.test(ev))
    return { drop: 'bad_event_name' };
  const rawValue = single(q.v);
  let value: number | null = null;
  if (rawValue !== undefined && rawValue !== '') {
    if (!/^\d{1,10}$/.test(rawValue) || Number(rawValue) > pixelLimits.maxValue) return { drop: 'bad_value' };
    value = Number(rawValue);
  }
  const pageUrl = single(q.url) ?? '';
  const referrer = single(q.ref) ?? '';
  if (pageUrl.length > pixelCollectLimits.url || referrer.length > pixelCollectLimits.referrer)
    return { drop: 'oversize' };
  const vid = single(q.vid);
  if (vid !== undefined && vid !== '' && (vid.length > pixelCollectLimits.visitorId || !visitorId.test(vid)))
    return { drop: 'bad_visitor_id' };
  const consent = consentOf(single(q.cs));
  const email = single(q.em)?.trim();
  const phone = single(q.ph)?.trim();
  if (
    (email && email.length > pixelCollectLimits.email) ||
    (phone && phone.length > pixelCollectLimits.phone)
  )
    return { drop: 'oversize' };
  return {
    hit: {
      pixelId: pid.toLowerCase(),
      eventName: ev,
      value,
      pageUrl: stripControls(pageUrl),
      referrer: stripControls(referrer),
      visitorId: vid || null,
      ...(consent && { consent }),
      ...(email && { email: stripControls(email) }),
      ...(phone && { phone: stripControls(phone) }),
    },
  };
}

// eslint-disable-next-line no-control-regex -- control characters never reach the store
const stripControls = (v: string) => v.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
