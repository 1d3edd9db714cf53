-- Issue 29 (docs/dashboards.md): self-serve dashboards and "Solicitar dashboard" requests.

-- A board of the company: a grid of widgets, each a report definition (packages/domain/src/reports)
-- drawn as a KPI, line, bars, table or map of Brazil by state, over one date range for the whole board.
-- Every user of the company sees and arranges it; staff may build one for the company from a request.
CREATE TABLE dashboards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  name text NOT NULL,
  -- { preset } or { from, to } (São Paulo days), as a report's range.
  range jsonb NOT NULL,
  -- [{ id, kind, title, definition, layout: { x, y, w, h } }], validated by the domain schema.
  widgets jsonb NOT NULL DEFAULT '[]',
  created_by_user_id uuid NOT NULL REFERENCES users (id),
  -- Built by the platform staff for a request (then created_by is the staff member).
  request_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dashboards_company ON dashboards (company_id, updated_at DESC);

-- "Solicitar dashboard" (spec §2: added within 48 hours): lands in the staff queue; staff build the
-- board for the company and the requester is e-mailed when it is there.
CREATE TABLE dashboard_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  requester_user_id uuid NOT NULL REFERENCES users (id),
  advertiser_id uuid REFERENCES advertisers (id),
  description text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
  dashboard_id uuid REFERENCES dashboards (id) ON DELETE SET NULL,
  done_by_user_id uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz
);
CREATE INDEX dashboard_requests_company ON dashboard_requests (company_id, created_at DESC);
CREATE INDEX dashboard_requests_open ON dashboard_requests (created_at) WHERE status = 'open';
