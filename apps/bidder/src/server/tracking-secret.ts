import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ConfigError, type Config } from '@verba/core/config';
import { installationFile } from '@verba/core/security/installation-file';

/** Where an embedded installation keeps its generated tracking secret (mode 0600). */
export const trackingSecretPath = (dataDir: string) => join(dataDir, 'tracking-secret');

/**
 * The config with the key tracking tokens are signed with. TRACKING_SECRET wins; embedded and
 * unset, 32 random bytes are generated at the first start into DATA_DIR and read back later
 * (one process signs and verifies). On a PostgreSQL server every bidder and tracking process
 * must share one key, so it must be set: the bidder refuses to start without it.
 */
export async function withTrackingSecret(config: Config): Promise<Config> {
  if (config.trackingSecret) return config;
  if (!config.embedded)
    throw new ConfigError(
      'TRACKING_SECRET is not set. With DATABASE_URL every bidder shares one: set at least 32 random characters (e.g. openssl rand -hex 32).',
    );
  const path = trackingSecretPath(config.dataDir);
  const secret = (await installationFile(path, () => `${randomBytes(32).toString('hex')}\n`)).trim();
  if (secret.length < 32)
    throw new ConfigError(`${path} does not hold a tracking secret: delete it to generate a new one.`);
  return { ...config, trackingSecret: secret };
}
