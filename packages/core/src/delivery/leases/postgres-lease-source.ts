import type { LeaseSource } from '@verba/domain/delivery/contracts';
import type { DbOrTx } from '@verba/db';
import type { Config } from '../../config';
import { acquireLease } from './acquire-lease';

/** The bidders' LeaseSource on PostgreSQL: leases of DELIVERY_LEASE_SECONDS out of the reservations. */
export function postgresLeaseSource(deps: {
  db: DbOrTx;
  config: Pick<Config, 'deliveryLeaseSeconds'>;
}): LeaseSource {
  return {
    acquire: ({ campaignId, bidderId, wantMicros, now }) =>
      acquireLease({
        db: deps.db,
        campaignId,
        bidderId,
        wantMicros,
        now: new Date(now),
        leaseSeconds: deps.config.deliveryLeaseSeconds,
      }),
  };
}
