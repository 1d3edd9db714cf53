-- Issue 25 (spend follows exchange truth): each exchange's own daily report of what it billed Verba,
-- per São Paulo day (docs/exchange-reports.md). A re-import of the same exchange and day replaces the
-- row (audited as exchange.report_imported with the previous figures). Money in micros of the
-- report's currency; `lines` keeps the report's per-deal/site rows as imported.
CREATE TABLE exchange_daily_reports (
  exchange_id uuid NOT NULL REFERENCES exchanges (id),
  day date NOT NULL,
  currency text NOT NULL CHECK (currency IN ('BRL', 'USD', 'EUR')),
  impressions bigint NOT NULL CHECK (impressions >= 0),
  spend_micros bigint NOT NULL CHECK (spend_micros >= 0),
  lines jsonb NOT NULL DEFAULT '[]',
  source text NOT NULL CHECK (source IN ('upload', 'cli', 'sandbox')),
  file_sha256 text NOT NULL,
  imported_by uuid,
  imported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (exchange_id, day)
);
CREATE INDEX exchange_daily_reports_day ON exchange_daily_reports (day);
