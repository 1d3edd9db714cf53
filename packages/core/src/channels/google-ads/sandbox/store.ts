import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '@verba/db';

/** One Google Ads resource kept by the sandbox (migration 0051). */
export interface HistoryEntry {
  at: string;
  status?: string;
  amountMicros?: string;
}

export interface StoredResource {
  customerId: string;
  kind: ResourceKind;
  /** The resource-name tail: `123` or `123~456`. */
  id: string;
  campaignId: string | null;
  /** The resource as the API shows it (proto3 JSON, lowerCamelCase). */
  data: Record<string, unknown>;
  history: HistoryEntry[];
  createdAt: Date;
  updatedAt: Date;
}

export const resourceKinds = [
  'campaignBudget',
  'campaign',
  'adGroup',
  'adGroupCriterion',
  'campaignCriterion',
  'adGroupAd',
  'asset',
  'campaignAsset',
] as const;
export type ResourceKind = (typeof resourceKinds)[number];

/** The collection segment of a resource name, by kind (customers/1/<collection>/<id>). */
export const collectionOf: Record<ResourceKind, string> = {
  campaignBudget: 'campaignBudgets',
  campaign: 'campaigns',
  adGroup: 'adGroups',
  adGroupCriterion: 'adGroupCriteria',
  campaignCriterion: 'campaignCriteria',
  adGroupAd: 'adGroupAds',
  asset: 'assets',
  campaignAsset: 'campaignAssets',
};

interface Row {
  customer_id: string;
  kind: ResourceKind;
  id: string;
  campaign_id: string | null;
  data: Record<string, unknown> | string;
  history: HistoryEntry[] | string;
  created_at: Date | string;
  updated_at: Date | string;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

const fromRow = (r: Row): StoredResource => ({
  customerId: r.customer_id,
  kind: r.kind,
  id: r.id,
  campaignId: r.campaign_id,
  data: json(r.data),
  history: json(r.history),
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

export async function loadCustomerResources(db: DbOrTx, customerId: string): Promise<StoredResource[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT * FROM sandbox_google_resources WHERE customer_id = ${customerId} ORDER BY created_at, id`,
  );
  return rows.map(fromRow);
}

export async function saveResources(db: DbOrTx, resources: StoredResource[]): Promise<void> {
  for (const r of resources) {
    await db.execute(sql`
      INSERT INTO sandbox_google_resources (customer_id, kind, id, campaign_id, data, history, created_at, updated_at)
      VALUES (${r.customerId}, ${r.kind}, ${r.id}, ${r.campaignId}, ${JSON.stringify(r.data)}::jsonb,
              ${JSON.stringify(r.history)}::jsonb, ${r.createdAt.toISOString()}, ${r.updatedAt.toISOString()})
      ON CONFLICT (customer_id, kind, id) DO UPDATE
        SET data = excluded.data, history = excluded.history, campaign_id = excluded.campaign_id,
            updated_at = excluded.updated_at`);
  }
}

export async function nextIds(db: DbOrTx, count: number): Promise<string[]> {
  if (count <= 0) return [];
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`SELECT nextval('sandbox_google_ids') AS id FROM generate_series(1, ${count})`,
  );
  return rows.map((r) => String(r.id));
}

// OAuth codes and revoked grants.

export async function storeCode(
  db: Db,
  input: { codeHash: string; grant: Record<string, unknown>; expiresAt: Date },
) {
  await db.execute(sql`
    INSERT INTO sandbox_google_codes (code_hash, grant_data, expires_at)
    VALUES (${input.codeHash}, ${JSON.stringify(input.grant)}::jsonb, ${input.expiresAt.toISOString()})`);
}

/** Marks a code used and returns its grant, or null when unknown, expired or already used. */
export async function consumeCode(
  db: Db,
  codeHash: string,
  now: Date,
): Promise<Record<string, unknown> | null> {
  const rows = await queryRows<{ grant_data: Record<string, unknown> | string; expires_at: Date | string }>(
    db,
    sql`UPDATE sandbox_google_codes SET used_at = ${now.toISOString()}
        WHERE code_hash = ${codeHash} AND used_at IS NULL
        RETURNING grant_data, expires_at`,
  );
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  return json(row.grant_data);
}

export async function revokeGrant(db: Db, grantId: string, now: Date) {
  await db.execute(sql`
    INSERT INTO sandbox_google_revoked_grants (grant_id, revoked_at) VALUES (${grantId}, ${now.toISOString()})
    ON CONFLICT (grant_id) DO NOTHING`);
}

export async function grantRevoked(db: Db, grantId: string): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`SELECT 1 AS n FROM sandbox_google_revoked_grants WHERE grant_id = ${grantId}`,
  );
  return rows.length > 0;
}
