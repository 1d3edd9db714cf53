import type { Config } from '../../config';
import type { Deps } from '../../deps';
import type { ChannelConnector } from '../connector';
import { createMetaConnector } from './meta-connector';
import { metaLiveEndpoints, metaSandboxSecret, metaSandboxSettings } from './sandbox/index';

const built = new WeakMap<Config, ChannelConnector>();

/**
 * The Meta connector for the running mode: `live` with Verba's META_* credentials (none → no
 * connector: META_ADS stays unpublishable), `sandbox` against the app's loopback Meta sandbox.
 */
export function metaConnectorFor(deps: Pick<Deps, 'config'>): ChannelConnector | null {
  const { config } = deps;
  const cached = built.get(config);
  if (cached) return cached;
  const connector = buildConnector(config);
  if (connector) built.set(config, connector);
  return connector;
}

function buildConnector(config: Config): ChannelConnector | null {
  if (config.channelsMode === 'live') {
    return config.meta
      ? createMetaConnector({ endpoints: metaLiveEndpoints, credentials: config.meta })
      : null;
  }
  if (!metaSandboxSecret(config)) return null;
  const wildcard = ['', '0.0.0.0', '::', '127.0.0.1', 'localhost', '::1'].includes(config.host);
  const host = wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  const { endpoints, credentials } = metaSandboxSettings(config, `http://${host}:${config.port}`);
  return createMetaConnector({ endpoints, credentials });
}
