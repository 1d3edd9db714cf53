import type { AdvertiserRow, Tx } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { pauseAdvertiserCampaigns } from '../campaigns/pause-advertiser-campaigns';

export interface AdvertiserDeactivatedEvent {
  deps: Deps;
  /** The transaction that deactivates the advertiser: work done here commits or rolls back with it. */
  tx: Tx;
  advertiser: AdvertiserRow;
  actor: Actor;
  at: Date;
}
export type AdvertiserDeactivatedHook = (event: AdvertiserDeactivatedEvent) => Promise<void>;

/**
 * Spec §4: deactivating an advertiser pauses all its running campaigns. The campaign module adds
 * its handler here (a static list, like jobs/handlers.ts, so it is always loaded). Activating an
 * advertiser runs nothing: paused campaigns stay paused.
 */
export const advertiserDeactivatedHooks: AdvertiserDeactivatedHook[] = [pauseAdvertiserCampaigns];

/** Registers a hook at run time (tests, plugins); returns the function that removes it. */
export function onAdvertiserDeactivated(hook: AdvertiserDeactivatedHook): () => void {
  advertiserDeactivatedHooks.push(hook);
  return () => {
    const index = advertiserDeactivatedHooks.indexOf(hook);
    if (index >= 0) advertiserDeactivatedHooks.splice(index, 1);
  };
}

export async function runAdvertiserDeactivatedHooks(event: AdvertiserDeactivatedEvent): Promise<void> {
  for (const hook of [...advertiserDeactivatedHooks]) await hook(event);
}
