-- Issue 13: every list reads its page from an index in its exact order, filters included, so a
-- page's ids come from an index-only scan however deep the page (the plan tests *plans*.int.test.ts).
-- GET invoices?status=…: newest first, id breaking ties.
CREATE INDEX invoices_company_status_created_id ON invoices (company_id, status, created_at DESC, id DESC);
-- GET withdrawals?status=…: newest first, id breaking ties.
CREATE INDEX withdrawals_company_status_requested_id ON withdrawals (company_id, status, requested_at DESC, id DESC);
-- GET bank-accounts: the main account first, then newest first.
CREATE INDEX bank_accounts_company_main_created_id ON bank_accounts (company_id, is_main DESC, created_at DESC, id DESC);
-- GET staff/document-change-requests: one status, newest first, id breaking ties.
CREATE INDEX company_document_change_requests_status_requested_id ON company_document_change_requests (status, requested_at DESC, id DESC);
DROP INDEX company_document_change_requests_status;
-- GET users?is_active=…: the filter read from the index too, so a deep page stays index-only.
DROP INDEX users_company_live_by_name;
CREATE INDEX users_company_live_by_name ON users (company_id, lower(name), id) INCLUDE (name, is_active) WHERE deleted_at IS NULL;
-- GET staff/users (every company's live users by name): the filters status and role each lead
-- an index in the list's order; name included, as PostgreSQL takes an index-only scan over
-- lower(name) only when the index also holds name itself.
DROP INDEX users_live_by_name;
CREATE INDEX users_live_by_name ON users (lower(name), id) INCLUDE (name) WHERE deleted_at IS NULL;
CREATE INDEX users_live_status_by_name ON users (is_active, is_email_verified, lower(name), id) INCLUDE (name) WHERE deleted_at IS NULL;
CREATE INDEX users_live_role_by_name ON users (role_id, lower(name), id) INCLUDE (name) WHERE deleted_at IS NULL;
-- GET staff/payment-orders?status=… and ?method=…: newest first over every company.
CREATE INDEX payment_orders_status_created_id ON payment_orders (status, created_at DESC, id DESC);
CREATE INDEX payment_orders_method_created_id ON payment_orders (method, created_at DESC, id DESC);
-- GET advertisers?status=…, in each of its four sorts.
DROP INDEX advertisers_company_created_id;
DROP INDEX advertisers_company_created_asc_id;
DROP INDEX advertisers_company_name_id;
DROP INDEX advertisers_company_display_name_id;
CREATE INDEX advertisers_company_created_id ON advertisers (company_id, created_at DESC, id DESC) INCLUDE (status);
CREATE INDEX advertisers_company_created_asc_id ON advertisers (company_id, created_at, id DESC) INCLUDE (status);
CREATE INDEX advertisers_company_name_id ON advertisers (company_id, lower(name), id DESC) INCLUDE (name, status);
CREATE INDEX advertisers_company_display_name_id ON advertisers (company_id, lower(display_name), id DESC) INCLUDE (display_name, status);
-- GET creatives and GET campaigns sorted by name, deep pages: the ids through an index-only scan,
-- which PostgreSQL takes over lower(name) only when the index also holds name itself.
DROP INDEX creatives_company_name_id;
DROP INDEX creatives_advertiser_name_id;
CREATE INDEX creatives_company_name_id ON creatives (company_id, lower(name), id) INCLUDE (name) WHERE archived_at IS NULL;
CREATE INDEX creatives_advertiser_name_id ON creatives (advertiser_id, lower(name), id) INCLUDE (name) WHERE archived_at IS NULL;
DROP INDEX campaigns_company_name_id;
CREATE INDEX campaigns_company_name_id ON campaigns (company_id, lower(name), id) INCLUDE (name) WHERE deleted_at IS NULL;
-- GET custom-lists?advertiser_id=…: the company and the advertiser lead the index (an index-only
-- page however deep), and the planner learns that an advertiser belongs to one company (else it
-- multiplies the two filters' shares, expects a handful of rows and sorts them all).
CREATE INDEX custom_lists_company_advertiser_name ON custom_lists (company_id, advertiser_id, lower(name), id) INCLUDE (name);
CREATE STATISTICS custom_lists_company_advertiser (dependencies) ON company_id, advertiser_id FROM custom_lists;
-- GET payment-orders?status=…&method=…&advertiser_id=…: the filters held in the list's index, so a
-- deep page's ids stay index-only.
DROP INDEX payment_orders_company_created_id;
CREATE INDEX payment_orders_company_created_id ON payment_orders (company_id, created_at DESC, id DESC) INCLUDE (status, method, advertiser_id);
