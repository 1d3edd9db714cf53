/** Durable job kind of the creative-file cleanup (handler in ../../jobs/handlers.ts). */
export const creativeFileCleanupJob = 'creatives.cleanup-files';
