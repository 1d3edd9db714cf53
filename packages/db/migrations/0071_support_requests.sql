-- Issue 31 (docs/help-support.md): support requests. A user of a company asks for help on a topic,
-- optionally about one of the company's advertisers, campaigns or payments, with one attachment;
-- staff work through the queue by status and reply; every reply is a message of the thread and
-- the requester is e-mailed. Private to the company (every read filters by company_id).
CREATE TABLE support_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  created_by_user_id uuid NOT NULL REFERENCES users (id),
  topic text NOT NULL CHECK (topic IN ('account', 'advertisers', 'payments', 'cashback_withdrawals',
    'invoices', 'creatives', 'pixels', 'audiences', 'campaigns', 'reports', 'alerts', 'users', 'other')),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 160),
  advertiser_id uuid REFERENCES advertisers (id),
  campaign_id uuid REFERENCES campaigns (id),
  payment_order_id uuid REFERENCES payment_orders (id),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'waiting_user', 'closed')),
  -- One attachment in the blob store (key made by the app), with its original name, type and size.
  attachment_key text,
  attachment_name text,
  attachment_type text,
  attachment_size integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The company's list (newest first) and the staff queue (one status, oldest first).
CREATE INDEX support_requests_company_created_id ON support_requests (company_id, created_at, id);
CREATE INDEX support_requests_status_created_id ON support_requests (status, created_at, id);

-- The thread: the description is the first message; replies from the company or from staff follow.
CREATE TABLE support_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  request_id uuid NOT NULL REFERENCES support_requests (id),
  author_user_id uuid NOT NULL REFERENCES users (id),
  from_staff boolean NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_messages_request_created ON support_messages (request_id, created_at, id);
