-- Closed budget leases are an audit trail kept DELIVERY_LEASE_RETENTION_DAYS (30) after they close;
-- jobs.prune-finished deletes them, oldest first, in batches read from this index.
CREATE INDEX delivery_leases_closed ON delivery_leases (closed_at) WHERE closed_at IS NOT NULL;
