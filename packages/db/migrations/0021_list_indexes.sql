-- Indexes in the exact order of each company list (issue 13), so a page is read from the index
-- (LIMIT stops after the page, no sort of the company's rows) and its total is an index-only count.
-- GET users: live users of a company by lower(name), id. `name` is included because PostgreSQL
-- takes an index-only scan over lower(name) only when the index also holds name itself.
CREATE INDEX users_company_live_by_name ON users (company_id, lower(name), id) INCLUDE (name) WHERE deleted_at IS NULL;
-- GET advertisers: -created_at (the default), created_at, name and display_name; ties newest id first.
CREATE INDEX advertisers_company_created_id ON advertisers (company_id, created_at DESC, id DESC);
CREATE INDEX advertisers_company_created_asc_id ON advertisers (company_id, created_at, id DESC);
CREATE INDEX advertisers_company_name_id ON advertisers (company_id, lower(name), id DESC);
CREATE INDEX advertisers_company_display_name_id ON advertisers (company_id, lower(display_name), id DESC);
DROP INDEX advertisers_company_created;
DROP INDEX advertisers_company_name;
-- GET payment-orders: newest first, id breaking ties.
CREATE INDEX payment_orders_company_created_id ON payment_orders (company_id, created_at DESC, id DESC);
DROP INDEX payment_orders_company_created;
