import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, CompactSign, exportJWK, type JWK } from 'jose';
import { pixJwksPath, pixJwsAlgorithm } from '@verba/domain';
import type { Config } from '../../config';
import { fail } from '../../errors';

export interface PixJwks {
  keys: JWK[];
}

interface LoadedKey {
  privateKey: KeyObject;
  publicJwk: JWK & { kid: string };
}

// Reading a PEM and hashing its thumbprint cost more than signing: once per key and process.
// A KeyObject (not jose's importPKCS8) so a PKCS#1 PEM works as well as PKCS#8.
const loaded = new Map<string, Promise<LoadedKey>>();

async function load(pem: string): Promise<LoadedKey> {
  const privateKey = createPrivateKey(pem);
  const jwk = await exportJWK(createPublicKey(privateKey));
  const kid = await calculateJwkThumbprint(jwk);
  return { privateKey, publicJwk: { ...jwk, kid, use: 'sig', alg: pixJwsAlgorithm } };
}

function keyOf(config: Pick<Config, 'pixSigningKey'>): Promise<LoadedKey> {
  const pem = config.pixSigningKey;
  if (!pem) throw fail('NOT_FOUND');
  let key = loaded.get(pem);
  if (!key) {
    key = load(pem);
    loaded.set(pem, key);
  }
  return key;
}

/** The public keys Pix payers' banks check charge payloads with (served at the JWS `jku`). */
export async function pixJwks(config: Pick<Config, 'pixSigningKey'>): Promise<PixJwks> {
  return { keys: [(await keyOf(config)).publicJwk] };
}

/**
 * A charge payload as a compact JWS (RS256), its header naming the key (`kid`, the JWK
 * thumbprint) and where to fetch it (`jku`, this app's JWKS), as Pix locations answer.
 */
export async function signPixPayload(
  config: Pick<Config, 'pixSigningKey' | 'appUrl'>,
  payload: object,
): Promise<string> {
  const { privateKey, publicJwk } = await keyOf(config);
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: pixJwsAlgorithm, kid: publicJwk.kid, jku: `${config.appUrl}${pixJwksPath}` })
    .sign(privateKey);
}
