import { describe, expect, it } from 'vitest';
import { readPixelHit } from '@verba/domain';
import { hashEmail, hashPhone, metaUserDataOf, normalisePhone, sha256Hex } from './meta-user-data';
import { metaEventNameOf } from './send-meta-conversions';

describe('Meta Conversions API user data (hashed as Meta requires)', () => {
  it('normalises then hashes e-mails and phones; keeps a value already hashed', () => {
    // sha256("test@example.com"), a well-known vector.
    expect(hashEmail('  Test@Example.COM ')).toBe(
      '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b',
    );
    expect(hashEmail('not an e-mail')).toBeNull();
    expect(normalisePhone('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(normalisePhone('(11) 98765-4321')).toBe('5511987654321');
    expect(normalisePhone('011 98765-4321')).toBe('5511987654321');
    expect(hashPhone('12')).toBeNull();
    const hashed = sha256Hex('5511987654321');
    expect(hashPhone(hashed.toUpperCase())).toBe(hashed);
    expect(metaUserDataOf({ visitorId: 'v1', emailSha256: null, phoneSha256: hashed })).toEqual({
      ph: [hashed],
      external_id: [sha256Hex('v1')],
    });
  });

  it('the pixel reads the consent and contact parameters', () => {
    const base = { pid: '0c0ffee0-0000-4000-8000-000000000001', ev: 'purchase' };
    expect(readPixelHit({ ...base, cs: '1', em: 'a@b.com' })).toMatchObject({
      hit: { consent: 'granted', email: 'a@b.com' },
    });
    expect(readPixelHit({ ...base, cs: 'denied' })).toMatchObject({ hit: { consent: 'denied' } });
    const none = readPixelHit(base);
    expect('hit' in none && 'consent' in none.hit).toBe(false);
    expect(readPixelHit({ ...base, em: 'x'.repeat(300) })).toEqual({ drop: 'oversize' });
  });

  it('maps Verba event names to Meta standard events', () => {
    expect(metaEventNameOf('purchase')).toBe('Purchase');
    expect(metaEventNameOf('Cadastro')).toBe('CompleteRegistration');
    expect(metaEventNameOf('quiz_done')).toBe('quiz_done');
  });
});
