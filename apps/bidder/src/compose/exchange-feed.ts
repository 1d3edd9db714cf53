import type { DbOrTx } from '@verba/db';
import { loadExchangeRegistry } from '@verba/core/exchanges/load-exchange-registry';
import type { ExchangeRegistry } from '../server/exchange-registry';

export interface ExchangeFeed {
  /** Reloads now (after the sandbox exchange was registered, in tests). */
  refresh(): Promise<void>;
  stop(): void;
}

/**
 * Keeps a bidder's exchange registry in step with PostgreSQL: loaded at once, then reloaded every
 * `intervalMs` (2 s: a new, paused, rotated or changed exchange reaches every bidder within
 * seconds). One small query; a failed reload keeps the last registry and is logged.
 */
export function startExchangeFeed({
  db,
  registry,
  trackingSecret,
  noticeWindowSeconds,
  intervalMs = 2_000,
  onError,
  onUnreadableSecret,
}: {
  db: DbOrTx;
  registry: ExchangeRegistry;
  trackingSecret: string;
  noticeWindowSeconds: number;
  intervalMs?: number;
  onError: (error: unknown) => void;
  onUnreadableSecret?: (slug: string) => void;
}): ExchangeFeed {
  let stopped = false;
  let running: Promise<void> | null = null;
  const warned = new Set<string>();
  const load = async () => {
    try {
      const exchanges = await loadExchangeRegistry({
        db,
        trackingSecret,
        noticeWindowSeconds,
        onSealedSecretUnreadable: (slug) => {
          if (warned.has(slug)) return;
          warned.add(slug);
          onUnreadableSecret?.(slug);
        },
      });
      if (!stopped) registry.replace(exchanges);
    } catch (error) {
      onError(error);
    }
  };
  const refresh = () => {
    running ??= load().finally(() => {
      running = null;
    });
    return running;
  };
  void refresh();
  const timer = setInterval(() => void refresh(), intervalMs);
  timer.unref();
  return {
    refresh,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
