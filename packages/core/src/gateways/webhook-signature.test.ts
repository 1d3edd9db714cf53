import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';

const secret = 'test-secret-of-sixteen-chars';
const rawBody = '{"event_id":"evt_1","order_public_id":"abc","type":"paid","occurred_at":"2026-03-02T12:00:00.000Z"}';
const now = new Date('2026-03-02T12:00:00Z');
const timestamp = String(now.getTime() / 1000);

describe('webhook signatures (HMAC-SHA256 over `${timestamp}.${body}`)', () => {
  it('is the hex HMAC of timestamp, dot, body', () => {
    const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
    expect(signWebhook({ secret, timestamp, rawBody })).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a fresh, correctly signed request', () => {
    const signature = signWebhook({ secret, timestamp, rawBody });
    expect(verifyWebhookSignature({ secret, timestamp, signature, rawBody, now })).toEqual({ ok: true, timestamp: Number(timestamp) });
  });

  it('accepts up to 5 minutes of clock difference either way, not more', () => {
    const at = (offsetSeconds: number) => String(now.getTime() / 1000 + offsetSeconds);
    for (const offset of [-300, 300]) {
      const ts = at(offset);
      expect(verifyWebhookSignature({ secret, timestamp: ts, signature: signWebhook({ secret, timestamp: ts, rawBody }), rawBody, now }).ok).toBe(true);
    }
    for (const offset of [-301, 301]) {
      const ts = at(offset);
      expect(verifyWebhookSignature({ secret, timestamp: ts, signature: signWebhook({ secret, timestamp: ts, rawBody }), rawBody, now })).toEqual({ ok: false, problem: 'expired' });
    }
  });

  it('refuses another body, another secret, another timestamp, or missing headers', () => {
    const signature = signWebhook({ secret, timestamp, rawBody });
    expect(verifyWebhookSignature({ secret, timestamp, signature, rawBody: rawBody.replace('paid', 'expired'), now })).toEqual({ ok: false, problem: 'mismatch' });
    expect(verifyWebhookSignature({ secret: `${secret}x`, timestamp, signature, rawBody, now })).toEqual({ ok: false, problem: 'mismatch' });
    expect(verifyWebhookSignature({ secret, timestamp: String(Number(timestamp) + 1), signature, rawBody, now })).toEqual({ ok: false, problem: 'mismatch' });
    expect(verifyWebhookSignature({ secret, timestamp: undefined, signature, rawBody, now })).toEqual({ ok: false, problem: 'missing' });
    expect(verifyWebhookSignature({ secret, timestamp, signature: undefined, rawBody, now })).toEqual({ ok: false, problem: 'missing' });
    expect(verifyWebhookSignature({ secret, timestamp: 'soon', signature, rawBody, now })).toEqual({ ok: false, problem: 'malformed' });
    expect(verifyWebhookSignature({ secret, timestamp, signature: 'abc', rawBody, now })).toEqual({ ok: false, problem: 'malformed' });
  });
});
