-- Issue 30 (docs/assistant.md): the assistant's conversation per user and the changes it proposed.

-- One message of a user's conversation with the assistant (kept per user, within their company).
-- role 'user' | 'assistant'; content is the text shown; parts holds what the drawer draws beside it
-- (tables, links, proposal cards) and which provider answered.
CREATE TABLE assistant_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  user_id uuid NOT NULL REFERENCES users (id),
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL,
  parts jsonb NOT NULL DEFAULT '[]',
  provider text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assistant_messages_user ON assistant_messages (user_id, created_at);

-- A change the assistant proposed (a card with its exact difference and money impact). It runs
-- only when the same user confirms it from their session, once: confirming moves it from 'pending'
-- to 'running' in one conditional UPDATE, and a second confirmation gets the stored outcome.
-- required_amount (minor units) is set when the change raises spend: the user must type it.
CREATE TABLE assistant_proposals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  user_id uuid NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  input jsonb NOT NULL,
  diff jsonb NOT NULL,
  required_amount bigint,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed', 'canceled')),
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz
);
CREATE INDEX assistant_proposals_user ON assistant_proposals (user_id, created_at);
