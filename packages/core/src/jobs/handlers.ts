import type { JobHandler } from './worker';

/** Every durable job kind and its handler. Add yours here. */
export const jobHandlers: Record<string, JobHandler> = {};
