import type { Logger } from 'pino';
import type { Deps } from '../deps';
import { stateOfZipcode } from './cep-ranges';
import { TtlLruCache } from './ttl-lru-cache';
import { createBrasilApiProvider } from './brasilapi-provider';
import { createViaCepProvider } from './viacep-provider';
import type { ZipcodeAddress, ZipcodeProvider } from './zipcode-provider';

export interface ZipcodeService {
  /**
   * The address of a valid 8-digit CEP (see stateOfZipcode); never fails for such a CEP. When no
   * provider knows it (`not_found`) or none answered (`unavailable`), only the state is filled.
   */
  lookup(zipcode: string): Promise<ZipcodeAddress>;
}

export interface ZipcodeServiceOptions {
  providers: ZipcodeProvider[];
  timeoutMs: number;
  logger: Logger;
  now: () => Date;
  cacheSize?: number;
  cacheTtlMs?: number;
}

const knownProviders: Record<string, () => ZipcodeProvider> = {
  viacep: () => createViaCepProvider(),
  brasilapi: () => createBrasilApiProvider(),
};

/** The providers named in config (ZIPCODE_PROVIDERS), in order. */
export function providersFromConfig(names: string[]): ZipcodeProvider[] {
  return names.map((name) => {
    const create = knownProviders[name];
    if (!create) throw new Error(`Unknown zipcode provider "${name}" (known: ${Object.keys(knownProviders).join(', ')})`);
    return create();
  });
}

/** Resolves with the provider's answer, or rejects when the signal aborts even if the provider ignores it. */
function withDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('timeout'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The provider chain: the cache, then each provider in turn with its own timeout, then the
 * offline fallback (the state from the CEP range table), typed `not_found` when some provider
 * answered that it does not know the CEP and `unavailable` when none could be reached. Only found
 * addresses are cached, so a provider outage does not pin a poorer answer.
 */
export function createZipcodeService({ providers, timeoutMs, logger, now, cacheSize = 10_000, cacheTtlMs = 24 * 3600_000 }: ZipcodeServiceOptions): ZipcodeService {
  const cache = new TtlLruCache<string, ZipcodeAddress>({ maxEntries: cacheSize, ttlMs: cacheTtlMs, now });
  return {
    async lookup(zipcode) {
      const cached = cache.get(zipcode);
      if (cached) return cached;
      let answered = false;
      for (const provider of providers) {
        try {
          const signal = AbortSignal.timeout(timeoutMs);
          const found = await withDeadline(provider.lookup(zipcode, signal), signal);
          answered = true;
          if (!found) continue;
          const address: ZipcodeAddress = { ...found, zipcode, source: provider.name, result: 'found' };
          cache.set(zipcode, address);
          return address;
        } catch (error) {
          logger.warn({ err: error, provider: provider.name, zipcode }, 'zipcode provider failed');
        }
      }
      const state = stateOfZipcode(zipcode);
      if (!state) throw new Error(`CEP ${zipcode} is outside every state range`);
      const result = answered ? 'not_found' : 'unavailable';
      return { result, zipcode, street: '', neighborhood: '', city: '', state, source: 'offline' };
    },
  };
}

const services = new WeakMap<Deps, ZipcodeService>();

/** The zipcode service of an app (one per Deps, so its cache lives as long as the app). */
export function zipcodeServiceFor(deps: Deps): ZipcodeService {
  let service = services.get(deps);
  if (!service) {
    service = createZipcodeService({
      providers: providersFromConfig(deps.config.zipcodeProviders),
      timeoutMs: deps.config.zipcodeTimeoutMs,
      logger: deps.logger,
      now: deps.now,
    });
    services.set(deps, service);
  }
  return service;
}

/** Installs a specific service (own providers, e.g. an in-process fake in tests) for an app's Deps. */
export function setZipcodeService(deps: Deps, service: ZipcodeService): void {
  services.set(deps, service);
}
