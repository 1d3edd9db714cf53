import {
  rawQueryOf,
  recordStatements,
  relationsRead,
  tableChangesOf,
  tablesNotingChanges,
  type ChangeStamp,
  type Db,
} from '@verba/db';
import type { Config } from './config';
import type { Deps } from './deps';

/** SQL whose answer changes with no write (the clock, chance), which a cached read may not use. */
const readsTheClock =
  /\b(now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random)\s*\(|\b(current_date|current_time|current_timestamp|localtime|localtimestamp)\b/i;

interface Entry {
  value: unknown;
  stamp: ChangeStamp;
  /** When the answer goes stale with no write (ms since the epoch); Infinity: never. */
  expiresAt: number;
}

type Cache = Map<string, Entry>;

/** Per database and per config: what an answer holds may come from either. */
const caches = new WeakMap<Db, WeakMap<Config, Cache>>();
const checked = new Set<string>();
const cachedValues = new WeakSet<object>();

/**
 * Whether `value` is an answer `cachedRead` keeps: the same object comes back for every request it
 * answers, and nothing may change it, so its JSON text can be kept beside it.
 */
export const isCachedAnswer = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && cachedValues.has(value);

/**
 * Marks an answer kept elsewhere (and never changed again) as cached, so the serializer writes its
 * text once: frozen, so nothing can change it after.
 */
export function markCachedAnswer<T extends object>(answer: T): T {
  deepFreeze(answer);
  cachedValues.add(answer);
  return answer;
}

function cacheOf(deps: Pick<Deps, 'db' | 'config'>): Cache {
  let byConfig = caches.get(deps.db);
  if (!byConfig) {
    byConfig = new WeakMap();
    caches.set(deps.db, byConfig);
  }
  let cache = byConfig.get(deps.config);
  if (!cache) {
    cache = new Map();
    byConfig.set(deps.config, cache);
  }
  return cache;
}

/**
 * A read answered from memory while none of `tables` has been written since it was made (issue 13:
 * a list's page is the same answer until a write; reading and presenting it again was most of the
 * list's cost). The database tells every process of each write at commit (`TableChanges`), so a
 * process sees its own writes at once and another's within the notification's delivery; while it
 * cannot hear them, nothing is cached. `key` must hold everything the answer depends on besides
 * the tables and the config (company, filters, page, language); an answer that changes with the
 * clock says when (`expiresAt`). Under tests, each read is checked on its first miss to read no
 * table it does not declare and not to ask the database for the time, and its answer is frozen,
 * so no caller may change it.
 */
export async function cachedRead<T extends object | null>(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  {
    name,
    key,
    tables,
    load,
    expiresAt,
  }: {
    name: string;
    key: string;
    tables: readonly string[];
    load: () => Promise<T>;
    expiresAt?: (answer: T) => number;
  },
): Promise<T> {
  const changes = tableChangesOf(deps.db);
  const capacity = deps.config.readCacheEntries;
  if (!changes?.live || capacity === 0) return load();
  const cache = cacheOf(deps);
  const cacheKey = `${name}\u0000${key}`;
  const entry = cache.get(cacheKey);
  if (entry && changes.unchangedSince(tables, entry.stamp) && deps.now().getTime() < entry.expiresAt) {
    // Most recently used last: a Map iterates in insertion order, so the oldest goes first.
    cache.delete(cacheKey);
    cache.set(cacheKey, entry);
    return entry.value as T;
  }
  const stamp = changes.stamp(tables);
  const value =
    deps.config.readCacheCheck && !checked.has(name)
      ? await checkedLoad(deps.db, name, tables, load)
      : await load();
  if (deps.config.readCacheCheck) deepFreeze(value);
  if (value) cachedValues.add(value);
  cache.delete(cacheKey);
  cache.set(cacheKey, { value, stamp, expiresAt: expiresAt?.(value) ?? Infinity });
  if (cache.size > capacity) cache.delete(cache.keys().next().value!);
  return value;
}

async function checkedLoad<T>(
  db: Db,
  name: string,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const { result, statements } = await recordStatements(load);
  const clocked = statements.find((statement) => readsTheClock.test(statement.sql));
  if (clocked) throw new Error(`cached read ${name} depends on the clock: ${clocked.sql}`);
  const query = rawQueryOf(db);
  if (!query) return result;
  const read = await relationsRead(query, statements);
  const undeclared = [...read].filter((table) => !tables.includes(table));
  if (undeclared.length > 0)
    throw new Error(`cached read ${name} reads ${undeclared.join(', ')} without declaring it`);
  const noting = await tablesNotingChanges(query);
  const silent = tables.filter((table) => !noting.has(table));
  if (silent.length > 0)
    throw new Error(`cached read ${name} depends on ${silent.join(', ')}, whose writes notify nothing`);
  checked.add(name);
  return result;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || value instanceof Date) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}
