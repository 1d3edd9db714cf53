-- Issue 8 (enumeration): inviting an address that belongs to another company's account answers as
-- for a free one. The invitation is stored as blocked: the inviter sees it pending like any other,
-- it never gets a password link, never signs in, and does not hold the address — the owner keeps it
-- (and is told by e-mail that someone tried). Only live, unblocked users hold an e-mail.
ALTER TABLE users ADD COLUMN invitation_blocked boolean NOT NULL DEFAULT false;
DROP INDEX users_email_live;
CREATE UNIQUE INDEX users_email_live ON users (email) WHERE deleted_at IS NULL AND NOT invitation_blocked;
