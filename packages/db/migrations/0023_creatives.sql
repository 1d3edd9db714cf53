-- Creatives (spec §3 Creative, §5; issue 10): per advertiser, company-scoped.
-- Uploaded files: one row per checked file; the bytes live in the BlobStore under blob_key.
CREATE TABLE creative_assets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  advertiser_id uuid NOT NULL REFERENCES advertisers(id),
  kind text NOT NULL CHECK (kind IN ('image', 'video', 'audio')),
  mime_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  width integer CHECK (width > 0),
  height integer CHECK (height > 0),
  duration_ms integer CHECK (duration_ms >= 0),
  original_name text NOT NULL DEFAULT '',
  blob_key text NOT NULL UNIQUE,
  -- 256-bit random capability of the file URL (media elements cannot send a bearer token).
  file_token text NOT NULL,
  created_by_user_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX creative_assets_advertiser ON creative_assets (advertiser_id, created_at DESC);

CREATE TABLE creatives (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  advertiser_id uuid NOT NULL REFERENCES advertisers(id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 128),
  format text NOT NULL CHECK (format IN ('DISPLAY', 'NATIVE_DISPLAY', 'DISPLAY_VIDEO', 'PUSH', 'SEARCH', 'YOUTUBE', 'AUDIO')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  rejection_reason text,
  requires_certification boolean NOT NULL DEFAULT false,
  error_code text,
  asset_id uuid REFERENCES creative_assets(id),
  -- The file's size, copied from the asset, so lists filter by it ("300x250") from the index.
  width integer,
  height integer,
  title text,
  body text,
  call_to_action text,
  destination_url text,
  display_url text,
  headline text,
  sponsored_by text,
  search jsonb,
  reviewed_by_user_id uuid REFERENCES users(id),
  reviewed_at timestamptz,
  archived_at timestamptz,
  created_by_user_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- DUPLICATE_ASSET_NAME: one live creative per name and advertiser (case-insensitive).
CREATE UNIQUE INDEX creatives_advertiser_name_unique ON creatives (advertiser_id, lower(name)) WHERE archived_at IS NULL;
-- List orders (as migration 0021): per advertiser (the campaign wizard, the advertiser's library)
-- and per company (the Creatives page), by date and by name, id breaking ties in the same
-- direction, so one index serves both directions of a sort (scanned backwards for descending).
CREATE INDEX creatives_advertiser_created_id ON creatives (advertiser_id, created_at, id) WHERE archived_at IS NULL;
CREATE INDEX creatives_advertiser_name_id ON creatives (advertiser_id, lower(name), id) WHERE archived_at IS NULL;
CREATE INDEX creatives_company_created_id ON creatives (company_id, created_at, id) WHERE archived_at IS NULL;
CREATE INDEX creatives_company_name_id ON creatives (company_id, lower(name), id) WHERE archived_at IS NULL;
-- The staff review queue: by status, oldest first.
CREATE INDEX creatives_status_created_id ON creatives (status, created_at, id) WHERE archived_at IS NULL;
