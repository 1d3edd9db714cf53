import { createPrivateKey, generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';

import { join } from 'node:path';
import { ConfigError, type Config } from '../../config';
import { installationFile } from '../../security/installation-file';

/** Where an embedded installation keeps its generated Pix signing key (PEM, mode 0600). */
export const pixSigningKeyPath = (dataDir: string) => join(dataDir, 'pix-signing-key.pem');

const newRsaKey = async () =>
  (await promisify(generateKeyPair)('rsa', { modulusLength: 2048 })).privateKey
    .export({ type: 'pkcs8', format: 'pem' })
    .toString();

/**
 * The config with the key the sandbox signs its dynamic Pix charges with. PIX_SIGNING_KEY wins;
 * otherwise an embedded sandbox generates an RSA 2048 key at its first start, keeps it in
 * DATA_DIR beside the single-process embedded database, and reads it back on later starts (the
 * locations of its open charges stay verifiable). loadConfig already refused a sandbox on a
 * PostgreSQL server without PIX_SIGNING_KEY; live mode issues no Pix.
 */
export async function withPixSigningKey(config: Config): Promise<Config> {
  if (config.paymentsMode !== 'sandbox' || config.pixSigningKey || !config.embedded) return config;
  const path = pixSigningKeyPath(config.dataDir);
  const pem = await installationFile(path, newRsaKey);
  try {
    createPrivateKey(pem);
  } catch {
    throw new ConfigError(`${path} does not hold a Pix signing key: delete it to generate a new one.`);
  }
  return { ...config, pixSigningKey: pem };
}
