/** Durable job kind of the finished-job retention (handler in ./handlers.ts). */
export const pruneFinishedJobsJob = 'jobs.prune-finished';
