import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compactVerify, createLocalJWKSet, decodeProtectedHeader } from 'jose';
import { pixJwks, signPixPayload } from './pix-signer';

const rsaPem = (type: 'pkcs8' | 'pkcs1') =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type, format: 'pem' }).toString();

describe('signPixPayload', () => {
  it.each(['pkcs8', 'pkcs1'] as const)(
    'signs with a %s PEM; the JWKS it names verifies the payload',
    async (type) => {
      const config = { pixSigningKey: rsaPem(type), appUrl: 'https://app.verba.example' };
      const jws = await signPixPayload(config, { txid: 'x', status: 'ATIVA' });
      const jwks = await pixJwks(config);
      expect(decodeProtectedHeader(jws)).toEqual({
        alg: 'RS256',
        kid: jwks.keys[0]!.kid,
        jku: 'https://app.verba.example/pix/jwks',
      });
      expect(jwks.keys[0]).not.toHaveProperty('d');
      const { payload } = await compactVerify(jws, createLocalJWKSet(jwks));
      expect(JSON.parse(new TextDecoder().decode(payload))).toEqual({ txid: 'x', status: 'ATIVA' });
    },
  );

  it('is not available without a key (live mode)', async () => {
    await expect(pixJwks({ pixSigningKey: undefined })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
