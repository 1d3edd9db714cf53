/**
 * A PostgreSQL array literal of uuids for `= ANY(${…}::uuid[])` (one parameter, the same on PGlite
 * and node-postgres, as jobs/prune-finished-jobs.ts does). Only for ids the database gave out.
 */
export const pgArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
