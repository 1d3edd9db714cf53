import type { LeaseSource } from '@verba/domain/delivery/contracts';
import type { Deps } from '../../deps';
import { acquireLease } from './acquire-lease';

/** The bidders' LeaseSource on PostgreSQL: leases of DELIVERY_LEASE_SECONDS out of the reservations. */
export function postgresLeaseSource(deps: Pick<Deps, 'db' | 'config'>): LeaseSource {
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
