import { eq } from 'drizzle-orm';
import { nfseDocuments, type NfseDocumentRow } from '@verba/db';
import { documentTypeOf } from '@verba/domain';
import type { Deps } from '../deps';
import { sqlStateOf } from '../ledger/db-errors';
import { withTransaction } from '../ledger/with-transaction';
import type { NfseDocumentContent } from './nfse-document';
import { nfsePdf } from './nfse-pdf';
import { nextNfseNumber } from './number-sequence';
import { issOf, nfseProvider, nfseService } from './provider';
import { newVerificationCode } from './verification-code';
import type { NfseIssueRequest, NfseIssueResult, NfseIssuer, NfseRejectionReason } from './types';

/** What a city hall would refuse: a taker without a valid CPF/CNPJ or without a usable address. */
function rejectionOf(request: NfseIssueRequest): NfseRejectionReason | undefined {
  const { taker } = request;
  if (documentTypeOf(taker.document) !== taker.documentType) return 'taker_document_invalid';
  const a = taker.address;
  if (!a.street.trim() || !a.city.trim() || !/^[A-Z]{2}$/.test(a.state) || !/^\d{8}$/.test(a.zipcode)) return 'taker_address_incomplete';
  return undefined;
}

const findByRps = async (deps: Pick<Deps, 'db'>, rps: string) =>
  (await deps.db.select().from(nfseDocuments).where(eq(nfseDocuments.rps, rps)).limit(1))[0];

/**
 * Numbers and records the document once per RPS. Two issues of one RPS racing: the loser's
 * insert hits the unique rps, its transaction (with its number) rolls back, and it returns the
 * winner's document, so no number is lost.
 */
async function register(deps: Pick<Deps, 'db' | 'now'>, request: NfseIssueRequest): Promise<NfseDocumentRow> {
  const existing = await findByRps(deps, request.rps);
  if (existing) return existing;
  try {
    return await withTransaction(deps.db, async (tx) => {
      const number = await nextNfseNumber({ tx, companyId: request.companyId });
      const issuedAt = deps.now();
      const verificationCode = newVerificationCode();
      const content: NfseDocumentContent = {
        number: number.toString(),
        verificationCode,
        issuedAt: issuedAt.toISOString(),
        rps: request.rps,
        provider: nfseProvider,
        taker: request.taker,
        service: {
          description: request.serviceDescription,
          details: request.details,
          listItem: nfseService.listItem,
          municipalCode: nfseService.municipalCode,
          issRateBasisPoints: nfseService.issRateBasisPoints,
          issWithheld: nfseService.issWithheld,
        },
        amount: request.amount.toString(),
        iss: issOf(request.amount).toString(),
        currency: request.currency,
        competence: competenceOf(request.paidAt),
      };
      const [row] = await tx
        .insert(nfseDocuments)
        .values({ companyId: request.companyId, number, rps: request.rps, verificationCode, issuedAt, content: content as unknown as Record<string, unknown> })
        .returning();
      return row!;
    });
  } catch (error) {
    if (sqlStateOf(error) === '23505') {
      const winner = await findByRps(deps, request.rps);
      if (winner) return winner;
    }
    throw error;
  }
}

/** The month of payment in São Paulo, `YYYY-MM`. */
function competenceOf(paidAt: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).formatToParts(paidAt);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/**
 * The built-in NFS-e issuer: checks the taker like a city hall would, numbers invoices per company
 * without gaps, gives each a verification code and renders the document as PDF. Its register
 * (nfse_documents) plays the part of the city hall's database.
 */
export function createBuiltinNfseIssuer(deps: Pick<Deps, 'db' | 'now'>): NfseIssuer {
  return {
    name: 'builtin',
    async issue(request): Promise<NfseIssueResult> {
      const rejection = rejectionOf(request);
      if (rejection) return { status: 'rejected', reason: rejection };
      const document = await register(deps, request);
      const content = document.content as unknown as NfseDocumentContent;
      return {
        status: 'issued',
        number: document.number,
        verificationCode: document.verificationCode,
        issuedAt: document.issuedAt,
        pdf: await nfsePdf(content),
      };
    },
  };
}
