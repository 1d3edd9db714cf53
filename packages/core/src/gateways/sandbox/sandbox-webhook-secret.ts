import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ConfigError, type Config } from '../../config';
import { installationFile } from '../../security/installation-file';

/** Where an embedded installation keeps its generated sandbox webhook secret (mode 0600). */
export const sandboxWebhookSecretPath = (dataDir: string) => join(dataDir, 'sandbox-webhook-secret');

/**
 * The config with the sandbox webhook secret this installation uses. SANDBOX_WEBHOOK_SECRET wins;
 * otherwise an embedded sandbox generates 32 random bytes at its first start, keeps them in
 * DATA_DIR (the embedded database lives there too, and is single-process, so nothing else needs
 * to share it) and reads them back on later starts. loadConfig already refused a sandbox on a
 * PostgreSQL server without SANDBOX_WEBHOOK_SECRET; live mode needs no secret.
 */
export async function withSandboxWebhookSecret(config: Config): Promise<Config> {
  if (config.paymentsMode !== 'sandbox' || config.sandboxWebhookSecret || !config.embedded) return config;
  const path = sandboxWebhookSecretPath(config.dataDir);
  const secret = (await installationFile(path, () => `${randomBytes(32).toString('hex')}\n`)).trim();
  if (secret.length < 32)
    throw new ConfigError(`${path} does not hold a sandbox webhook secret: delete it to generate a new one.`);
  return { ...config, sandboxWebhookSecret: secret };
}
