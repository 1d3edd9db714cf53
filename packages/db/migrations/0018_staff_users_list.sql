-- The staff users list (GET staff/users) pages every company's users by name, and shows each
-- user's last sign-in: the newest session token of theirs (never an impersonation).
CREATE INDEX users_live_by_name ON users (lower(name), id) WHERE deleted_at IS NULL;
CREATE INDEX access_tokens_user_sessions ON access_tokens (user_id, created_at DESC) WHERE kind = 'session';
