/** Durable job kinds of the channel campaign lifecycle (issue 27; handlers in ../../jobs/handlers.ts). */
/** Builds the campaign on its platform after approval: validate, create paused, budget, activate. */
export const channelPushJob = 'channels.push';
/** Brings the platform's campaign to the Verba campaign's state: active or paused, budget, end date. */
export const channelSyncStateJob = 'channels.sync-state';
/** Releases the reservations of campaigns whose channel cannot deliver in this mode (at start). */
export const channelReleaseJob = 'channels.release-undeliverable';

/** Attempts of a push or state change before it is left failed (the worker backs off between them). */
export const channelJobAttempts = 8;
