import { createHmac, timingSafeEqual } from 'node:crypto';

/** Headers of a signed settlement webhook. */
export const webhookTimestampHeader = 'x-verba-timestamp';
export const webhookSignatureHeader = 'x-verba-signature';
/** A webhook older or newer than this (by its signed timestamp) is refused: no replay of old captures. */
export const webhookToleranceSeconds = 300;

/** Hex HMAC-SHA256 over `${timestamp}.${rawBody}`. */
export function signWebhook({ secret, timestamp, rawBody }: { secret: string; timestamp: number | string; rawBody: string }): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export type WebhookSignatureProblem = 'missing' | 'malformed' | 'expired' | 'mismatch';

/**
 * Checks a webhook's signature and freshness. The comparison is constant-time, and the timestamp
 * is part of what is signed, so an old body cannot be replayed with a fresh timestamp.
 */
export function verifyWebhookSignature({
  secret,
  timestamp,
  signature,
  rawBody,
  now,
  toleranceSeconds = webhookToleranceSeconds,
}: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now: Date;
  toleranceSeconds?: number;
}): { ok: true; timestamp: number } | { ok: false; problem: WebhookSignatureProblem } {
  if (!timestamp || !signature) return { ok: false, problem: 'missing' };
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) return { ok: false, problem: 'malformed' };
  const seconds = Number(timestamp);
  if (Math.abs(now.getTime() / 1000 - seconds) > toleranceSeconds) return { ok: false, problem: 'expired' };
  const expected = Buffer.from(signWebhook({ secret, timestamp, rawBody }), 'hex');
  const given = Buffer.from(signature, 'hex');
  return timingSafeEqual(expected, given) ? { ok: true, timestamp: seconds } : { ok: false, problem: 'mismatch' };
}
