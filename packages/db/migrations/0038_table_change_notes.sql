-- Issue 13's read cache: a process keeps a list's page while none of the tables it reads has been
-- written. Every write statement to such a table notifies the channel with the table's name, at
-- commit (one notification per table and transaction: PostgreSQL folds repeats), so the process
-- that wrote knows before its COMMIT returns and every other listening process right after. A
-- table a cached read depends on must carry this trigger: the read cache checks it in tests.
CREATE FUNCTION note_table_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('verba_table_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'advertisers', 'payment_orders', 'campaigns', 'ledger_accounts',
                           'ledger_transfers', 'ledger_reservations'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION note_table_change()', t || '_note_change', t);
  END LOOP;
END
$$;
