-- Favourite audience segments per user (issue 10). A segment is an IAB Audience Taxonomy 1.1 unique
-- id from the catalogue bundled with the code (packages/domain/data), so it has no table to
-- reference; the server accepts only ids the catalogue holds. The list reads the newest first, in
-- the order of its index.
CREATE TABLE audience_favorites (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  segment_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, segment_id)
);
CREATE INDEX audience_favorites_list ON audience_favorites (user_id, created_at DESC, segment_id);
