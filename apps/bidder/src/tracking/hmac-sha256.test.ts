import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHmacSha256 } from './hmac-sha256';

const oracle = (key: string | Uint8Array, message: string) =>
  createHmac('sha256', key).update(message, 'utf8').digest('base64url');

describe('HMAC-SHA256 from one-shot digests', () => {
  it('answers the RFC 4231 test case 2 vector', () => {
    const mac = createHmacSha256('Jefe')('what do ya want for nothing?');
    expect(Buffer.from(mac, 'base64url').toString('hex')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('property: the same bytes as node:crypto createHmac for any key and message, whole or in parts, calls in any order', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 200, unit: 'grapheme' }), fc.uint8Array({ maxLength: 200 })),
        fc.array(fc.string({ maxLength: 3000, unit: 'binary' }), { minLength: 1, maxLength: 6 }),
        (key, messages) => {
          const keyed = createHmacSha256(key);
          for (const message of messages) expect(keyed(message)).toBe(oracle(key, message));
          // The same message in parts.
          const [a = '', b = '', c = '', d = ''] = messages;
          expect(keyed(a, b, c, d)).toBe(oracle(key, a + b + c + d));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keys longer than the block (hashed first) and the empty key', () => {
    for (const key of ['', 'k'.repeat(64), 'k'.repeat(65), Buffer.alloc(131, 7)])
      expect(createHmacSha256(key)('mensagem — ação')).toBe(oracle(key, 'mensagem — ação'));
  });
});
