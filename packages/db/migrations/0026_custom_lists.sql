-- Site/app lists and custom (e-mail) audiences of an advertiser (spec §3 custom targeting types,
-- issue 10). Entries are stored normalised; an EMAIL_AUDIENCE holds only SHA-256 hex digests,
-- never an address.
CREATE TABLE custom_lists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  advertiser_id uuid NOT NULL REFERENCES advertisers(id),
  type text NOT NULL CHECK (type IN ('BLACKLIST', 'WISHLIST', 'SITE_LIST', 'APP_LIST', 'EMAIL_AUDIENCE')),
  entry_kind text NOT NULL CHECK (entry_kind IN ('domain', 'app', 'email')),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  entry_count integer NOT NULL DEFAULT 0 CHECK (entry_count >= 0),
  -- The last import's report (rows, valid, invalid, matched, the first invalid rows); NULL before one.
  last_import jsonb,
  -- The code of the last import when it was refused (the list then shows "List with error").
  last_import_error text,
  -- Its message's parameters (the limit passed), so the list says the same as the refusal did.
  last_import_error_params jsonb,
  created_by_user_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'EMAIL_AUDIENCE') = (entry_kind = 'email')),
  CHECK (type NOT IN ('SITE_LIST', 'APP_LIST') OR entry_kind = CASE type WHEN 'SITE_LIST' THEN 'domain' ELSE 'app' END)
);
CREATE UNIQUE INDEX custom_lists_advertiser_name ON custom_lists (advertiser_id, lower(name));
-- The list pages (migration 0021's rule: a list query reads its page in index order): the
-- company's lists by name, or one type's; one advertiser's read the unique index above (a name is
-- unique per advertiser, so it alone orders them). `name` is included so the page's ids can be
-- read from the index alone, however deep the page.
CREATE INDEX custom_lists_company_name ON custom_lists (company_id, lower(name), id) INCLUDE (name);
CREATE INDEX custom_lists_company_type_name ON custom_lists (company_id, type, lower(name), id) INCLUDE (name);

CREATE TABLE custom_list_entries (
  list_id uuid NOT NULL REFERENCES custom_lists(id) ON DELETE CASCADE,
  value text NOT NULL CHECK (char_length(value) BETWEEN 1 AND 255),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Also the entries page's order (value) and the duplicate check of imports.
  PRIMARY KEY (list_id, value)
);
