/**
 * Dynamic Pix ("Pix Cobrança", immediate charge) as the Banco Central's "Manual de Padrões para
 * Iniciação do Pix" lays it out: the BR Code carries only a location URL (26-25, no scheme); the
 * payer's bank fetches that location and receives the charge as a signed JWS whose payload is
 * built here. Pure: the caller brings the clock, the ids and the signature.
 */
import { centsToDecimal } from './cents';
import type { PaymentOrderStatus } from './order-status';

/** Where the app serves a charge's location: `<APP_URL>/pix/qr/v2/<location id>`. */
export const pixLocationPathPrefix = '/pix/qr/v2';
/** Where the app publishes the public keys its charge payloads are signed with (the JWS `jku`). */
export const pixJwksPath = '/pix/jwks';
/** The JWS algorithm of charge payloads: RSASSA-PKCS1-v1_5 with SHA-256, accepted by Pix readers. */
export const pixJwsAlgorithm = 'RS256';

/** A location id: 32 lower-case hex digits (128 random bits), as PSPs print them. */
export const pixLocationIdPattern = /^[0-9a-f]{32}$/;
export const isPixLocationId = (value: string) => pixLocationIdPattern.test(value);

/** A charge's txid: 26 to 35 characters of [A-Za-z0-9] (Pix API `cob`). */
export const pixCobrancaTxidPattern = /^[A-Za-z0-9]{26,35}$/;

/** Statuses of a charge (Pix API `StatusCobranca`). */
export const pixCobrancaStatuses = [
  'ATIVA',
  'CONCLUIDA',
  'REMOVIDA_PELO_USUARIO_RECEBEDOR',
  'REMOVIDA_PELO_PSP',
] as const;
export type PixCobrancaStatus = (typeof pixCobrancaStatuses)[number];

/**
 * The charge status of an order: payable → ATIVA; paid (even if later refunded or charged back,
 * the Pix itself was settled) → CONCLUIDA; cancelled by the platform's user → removed by the
 * receiver; expired or refused → removed by the PSP.
 */
export function pixCobrancaStatus(status: PaymentOrderStatus): PixCobrancaStatus {
  switch (status) {
    case 'pending':
    case 'waiting_payment':
    case 'processing':
    case 'authorized':
      return 'ATIVA';
    case 'paid':
    case 'pending_refund':
    case 'refunded':
    case 'chargedback':
      return 'CONCLUIDA';
    case 'canceled':
      return 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
    case 'refused':
    case 'expired':
      return 'REMOVIDA_PELO_PSP';
  }
}

/** The location as the BR Code carries it: host, port and path of APP_URL, no scheme. */
export function pixLocationUrl(appUrl: string, locationId: string): string {
  const base = appUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
  return `${base}${pixLocationPathPrefix}/${locationId}`;
}

export interface PixCobrancaInput {
  createdAt: Date;
  /** When the payload is handed to the payer's bank (the location request). */
  presentedAt: Date;
  expiresAt: Date;
  txid: string;
  /** Integer centavos. */
  amount: bigint;
  /** The receiver's Pix key. */
  key: string;
  /** Text shown to the payer (at most 140 characters). */
  payerRequest: string;
  status: PaymentOrderStatus;
  /** Incremented by each change to the charge; the sandbox never revises one. */
  revision?: number;
}

/** The JWS payload of an immediate charge (Pix API `cob` as the location serves it). */
export interface PixCobrancaPayload {
  revisao: number;
  calendario: { criacao: string; apresentacao: string; expiracao: number };
  txid: string;
  valor: { original: string };
  chave: string;
  solicitacaoPagador: string;
  status: PixCobrancaStatus;
}

export function pixCobrancaPayload(input: PixCobrancaInput): PixCobrancaPayload {
  if (!pixCobrancaTxidPattern.test(input.txid))
    throw new RangeError('Pix charge txid must be 26–35 of [A-Za-z0-9]');
  if (input.amount <= 0n) throw new RangeError('Pix charge amount must be positive');
  return {
    revisao: input.revision ?? 0,
    calendario: {
      criacao: input.createdAt.toISOString(),
      apresentacao: input.presentedAt.toISOString(),
      // Seconds from creation, as the Pix API counts it.
      expiracao: Math.max(0, Math.round((input.expiresAt.getTime() - input.createdAt.getTime()) / 1000)),
    },
    txid: input.txid,
    valor: { original: centsToDecimal(input.amount) },
    chave: input.key,
    solicitacaoPagador: input.payerRequest.slice(0, 140),
    status: pixCobrancaStatus(input.status),
  };
}
