import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '@verba/db';

/**
 * The sandbox's switches for tests and demos, kept in sandbox_google_settings (so every process
 * and a restart see them). Set them with `setGoogleSandboxKnobs` or POST /sandbox/google/_knobs.
 */
export interface GoogleSandboxKnobs {
  /** Seed of every pseudo-random choice (delivery, restatements, random disapprovals). */
  seed: number;
  /** Lifetime of access tokens, seconds (Google: 3599). */
  accessTokenTtlSeconds: number;
  /** Seconds from an ad's creation to its policy review's decision. */
  reviewDelaySeconds: number;
  /** Share of ads disapproved at random (deterministic by seed and ad id), 0–1. */
  randomDisapprovalShare: number;
  /** Ads API requests per second per developer token beyond which 429 RESOURCE_EXHAUSTED. */
  requestsPerSecond: number;
  /** The next N Ads API requests answer 429 whatever the rate (decremented as they are answered). */
  forceQuotaErrors: number;
  /** Retry-After (and retryDelay) of a 429, seconds. */
  retryAfterSeconds: number;
  /** Campaign ids (or 'all') that spend exactly twice their daily budget each day. */
  overDelivery: 'all' | string[];
  /** Rows per page of googleAds:search (the API: 10000, fixed). */
  searchPageSize: number;
  /** Whether the last 3 days are restated now and then. */
  restatement: boolean;
  /**
   * Verba campaign id (the `verba:` marker ending the platform campaign's name) → the São Paulo day
   * it is reported as having run since, when that is before the day it was created (the demo's
   * campaigns started days ago; Google refuses a start in the past). See delivery.ts "Past days".
   */
  ranSince: Record<string, string>;
}

export const defaultGoogleSandboxKnobs: GoogleSandboxKnobs = {
  seed: 27,
  accessTokenTtlSeconds: 3599,
  reviewDelaySeconds: 20,
  randomDisapprovalShare: 0.03,
  requestsPerSecond: 100,
  forceQuotaErrors: 0,
  retryAfterSeconds: 2,
  overDelivery: [],
  searchPageSize: 10000,
  restatement: true,
  ranSince: {},
};

/** What POST /sandbox/google/_knobs accepts (unknown keys refused). */
export const googleSandboxKnobsInput = z
  .object({
    seed: z.number().int(),
    accessTokenTtlSeconds: z.number().int().min(1).max(86_400),
    reviewDelaySeconds: z.number().int().min(0).max(86_400),
    randomDisapprovalShare: z.number().min(0).max(1),
    requestsPerSecond: z.number().int().min(1).max(100_000),
    forceQuotaErrors: z.number().int().min(0).max(1_000),
    retryAfterSeconds: z.number().int().min(1).max(3_600),
    overDelivery: z.union([z.literal('all'), z.array(z.string().regex(/^\d+$/)).max(1_000)]),
    searchPageSize: z.number().int().min(1).max(10_000),
    restatement: z.boolean(),
    ranSince: z.record(z.string().regex(/^[\w-]{1,64}$/), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  })
  .partial()
  .strict();

/**
 * A jsonb value some drivers hand back as its JSON text and others already parsed: a string knob
 * (`overDelivery: 'all'`) arrives as `all`, which is no JSON text.
 */
function jsonOrText(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

export async function getGoogleSandboxKnobs(db: Db): Promise<GoogleSandboxKnobs> {
  const rows = await queryRows<{ key: string; value: unknown }>(
    db,
    sql`SELECT key, value FROM sandbox_google_settings`,
  );
  const knobs: Record<string, unknown> = { ...defaultGoogleSandboxKnobs };
  for (const row of rows) {
    if (row.key in defaultGoogleSandboxKnobs)
      knobs[row.key] = typeof row.value === 'string' ? jsonOrText(row.value) : row.value;
  }
  return knobs as unknown as GoogleSandboxKnobs;
}

export async function setGoogleSandboxKnobs(
  db: Db,
  knobs: Partial<GoogleSandboxKnobs>,
): Promise<GoogleSandboxKnobs> {
  for (const [key, value] of Object.entries(knobs)) {
    if (!(key in defaultGoogleSandboxKnobs) || value === undefined) continue;
    await db.execute(sql`
      INSERT INTO sandbox_google_settings (key, value) VALUES (${key}, ${JSON.stringify(value)}::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
  }
  return getGoogleSandboxKnobs(db);
}

/** Takes one forced 429 if any is pending (atomically, across processes). */
export async function takeForcedQuotaError(db: Db): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`UPDATE sandbox_google_settings SET value = to_jsonb((value #>> '{}')::int - 1)
        WHERE key = 'forceQuotaErrors' AND (value #>> '{}')::int > 0 RETURNING key`,
  );
  return rows.length > 0;
}
