import type { companies } from '@verba/db';
import { formatDocument } from '@verba/domain';

type CompanyRow = typeof companies.$inferSelect;

/** The API shape of a company (spec §3 Company). */
export function presentCompany(company: CompanyRow) {
  return {
    id: company.id,
    kind: company.kind,
    legal_name: company.legalName,
    trade_name: company.tradeName,
    document: company.document,
    document_type: company.documentType,
    document_formatted: formatDocument(company.document),
    phone: company.phone,
    address: {
      zipcode: company.zipcode,
      street: company.street,
      number: company.number,
      complement: company.complement,
      neighborhood: company.neighborhood,
      city: company.city,
      state: company.state,
    },
    referral_code: company.referralCode,
  };
}
export type PresentedCompany = ReturnType<typeof presentCompany>;
