-- A company's CPF/CNPJ identifies it: one company per document, so the bank account holder rule
-- ("the account must be the company's own CNPJ") names one company only. Documents are stored
-- normalised (digits and upper-case letters, the alphanumeric CNPJ included).
UPDATE companies
SET document = upper(regexp_replace(document, '[^0-9A-Za-z]', '', 'g'))
WHERE document <> upper(regexp_replace(document, '[^0-9A-Za-z]', '', 'g'));

-- Two companies already sharing a document must be resolved by the operator first (one of them
-- changes its document), rather than guessed here.
DO $$
DECLARE duplicated text;
BEGIN
  SELECT string_agg(document, ', ') INTO duplicated
  FROM (SELECT document FROM companies GROUP BY document HAVING count(*) > 1) d;
  IF duplicated IS NOT NULL THEN
    RAISE EXCEPTION 'companies share a document (%): give each company its own before this migration', duplicated;
  END IF;
END $$;

ALTER TABLE companies ADD CONSTRAINT companies_document_normalised CHECK (document ~ '^[0-9A-Z]+$');
CREATE UNIQUE INDEX companies_document_unique ON companies (document);

-- A change of the company's document is a request reviewed by platform staff (PUT company no
-- longer changes it). One pending request per company at a time.
CREATE TABLE company_document_change_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  current_document text NOT NULL,
  document text NOT NULL CHECK (document ~ '^[0-9A-Z]+$'),
  document_type text NOT NULL CHECK (document_type IN ('CPF', 'CNPJ')),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  requested_by_user_id uuid NOT NULL REFERENCES users(id),
  requested_at timestamptz NOT NULL,
  decided_by_user_id uuid REFERENCES users(id),
  decided_at timestamptz,
  decision_note text,
  CONSTRAINT company_document_change_requests_decided CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX company_document_change_requests_one_pending ON company_document_change_requests (company_id) WHERE status = 'pending';
CREATE INDEX company_document_change_requests_company ON company_document_change_requests (company_id, requested_at DESC);
CREATE INDEX company_document_change_requests_status ON company_document_change_requests (status, requested_at DESC);

-- "Ask for access": someone whose sign-up found the document taken asks the company's
-- administrators for an invitation. Kept to e-mail each asker at most once a day per company.
CREATE TABLE company_access_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  email text NOT NULL,
  ip text,
  requested_at timestamptz NOT NULL
);
CREATE INDEX company_access_requests_recent ON company_access_requests (company_id, requested_at DESC);
