-- The demo data (DEMO_DATA) is seeded once per version: a start that finds its version here skips
-- the seed entirely, so restart time does not grow with what users created since.
CREATE TABLE IF NOT EXISTS demo_seeds (
  version integer PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
