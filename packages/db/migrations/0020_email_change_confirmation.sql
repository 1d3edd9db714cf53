-- Issue 8 (enumeration): an e-mail change takes effect only once confirmed from the new address.
-- The asked-for address waits here with the sha256 of a single-use link token and its expiry
-- (24 h), whether the address is free or another company's (then no link is sent at all), so a
-- read of the user is the same either way. Confirming moves it to `email` and clears all three.
ALTER TABLE users ADD COLUMN pending_email text;
ALTER TABLE users ADD COLUMN pending_email_token_hash text;
ALTER TABLE users ADD COLUMN pending_email_expires_at timestamptz;
ALTER TABLE users ADD CONSTRAINT users_pending_email_whole CHECK (
  (pending_email IS NULL) = (pending_email_token_hash IS NULL)
  AND (pending_email IS NULL) = (pending_email_expires_at IS NULL)
);
CREATE UNIQUE INDEX users_pending_email_token ON users (pending_email_token_hash)
  WHERE pending_email_token_hash IS NOT NULL;
