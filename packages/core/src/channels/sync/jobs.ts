/** Durable job kind of the periodic channel sync (handler in ../../jobs/handlers.ts; chain started by migration 0050). */
export const channelSyncJob = 'channels.sync';
