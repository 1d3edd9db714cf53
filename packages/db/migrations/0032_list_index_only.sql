-- Issue 13, deep pages: GET advertisers sorted by name or display name pages its ids through an
-- index-only scan, which PostgreSQL takes over lower(name) only when the index also holds the
-- column itself (as users_company_live_by_name does).
DROP INDEX advertisers_company_name_id;
DROP INDEX advertisers_company_display_name_id;
CREATE INDEX advertisers_company_name_id ON advertisers (company_id, lower(name), id DESC) INCLUDE (name);
CREATE INDEX advertisers_company_display_name_id ON advertisers (company_id, lower(display_name), id DESC) INCLUDE (display_name);
