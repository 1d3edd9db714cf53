const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id (from a URL, a job payload…) can be a row id at all. Ids reach SQL as uuid casts,
 * and a malformed one would abort the caller's transaction, so callers answer NOT_FOUND first.
 */
export const isUuid = (value: string) => uuidPattern.test(value);
