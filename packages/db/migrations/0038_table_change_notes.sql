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

CREATE TRIGGER users_note_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
CREATE TRIGGER advertisers_note_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON advertisers
  FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
CREATE TRIGGER payment_orders_note_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_orders
  FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
CREATE TRIGGER campaigns_note_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
CREATE TRIGGER ledger_accounts_note_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
CREATE TRIGGER ledger_transfers_note_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
CREATE TRIGGER ledger_reservations_note_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ledger_reservations
  FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
