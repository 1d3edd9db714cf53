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
