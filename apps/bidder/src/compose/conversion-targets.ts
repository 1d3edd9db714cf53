import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import type { ConversionTarget } from '../sandbox/exchange';

/**
 * The sandbox's people convert on the pixel of the campaign they saw: its CONVERSION rule (any
 * rule when it has none), looked up once per campaign.
 */
export function conversionTargets(
  db: DbOrTx,
): (ad: { campaignId: string }) => Promise<ConversionTarget | null> {
  const known = new Map<string, Promise<ConversionTarget | null>>();
  return (ad) => {
    let target = known.get(ad.campaignId);
    if (!target) {
      target = queryRows<{ pixel_id: string; event_name: string; value: string | null }>(
        db,
        sql`SELECT c.pixel_group_id AS pixel_id, r.event_name, r.value::text AS value
            FROM campaigns c JOIN pixel_rules r ON r.group_id = c.pixel_group_id
            WHERE c.id = ${ad.campaignId}::uuid
            ORDER BY (r.objective = 'CONVERSION') DESC, r.created_at LIMIT 1`,
      ).then(([row]) =>
        row
          ? {
              pixelId: row.pixel_id,
              eventName: row.event_name,
              value: row.value === null ? null : Number(row.value),
            }
          : null,
      );
      known.set(ad.campaignId, target);
    }
    return target;
  };
}
