-- Issue 29 (docs/reports-export.md): saved reports, their spreadsheet link and schedule, and the
-- report exports (direct downloads and e-mailed files) behind signed, expiring links.

-- A report definition (packages/domain/src/reports/definition.ts) a user saved. Private to its
-- owner unless shared, then every user of the company sees (but only the owner edits) it.
CREATE TABLE saved_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  owner_user_id uuid NOT NULL REFERENCES users (id),
  name text NOT NULL,
  definition jsonb NOT NULL,
  shared boolean NOT NULL DEFAULT false,
  -- Spreadsheet link (spec §2): sha256 of the secret in the public URL /r/<secret>.csv; null = none.
  -- The same secret sealed (security/secret-box.ts, purpose 'report-links'), so the owner can copy it again.
  link_secret_hash text UNIQUE,
  link_secret_sealed text,
  link_created_at timestamptz,
  -- Scheduled e-mail: { frequency: daily|weekly|monthly, recipients: [user ids], format }; null = none.
  schedule jsonb,
  schedule_next_run_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_reports_company ON saved_reports (company_id, owner_user_id);
CREATE INDEX saved_reports_schedule_due ON saved_reports (schedule_next_run_at) WHERE schedule IS NOT NULL;

-- One export: a direct download (kind 'download': streamed when its signed link is opened) or an
-- e-mailed file (kind 'email': a durable job renders it to the blob store with progress, then
-- e-mails the signed link). Rows expire with their link and are pruned by the schedule job.
CREATE TABLE report_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  user_id uuid REFERENCES users (id),
  saved_report_id uuid REFERENCES saved_reports (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('download', 'email')),
  definition jsonb NOT NULL,
  format text NOT NULL CHECK (format IN ('csv', 'csv_excel', 'xlsx')),
  language text NOT NULL,
  recipients text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  rows_written integer NOT NULL DEFAULT 0,
  total_rows integer,
  blob_key text,
  byte_size bigint,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  expires_at timestamptz NOT NULL
);
CREATE INDEX report_exports_company ON report_exports (company_id, created_at DESC);
CREATE INDEX report_exports_expiry ON report_exports (expires_at);

-- The periodic tick of scheduled reports (job `reports.schedule-tick`), as 0050 started channels.sync.
INSERT INTO jobs (kind, dedupe_key) VALUES ('reports.schedule-tick', 'reports.schedule-tick:start');
