/**
 * The sandbox gateway's fictitious receiving bank and beneficiary: what the boleto, the Pix
 * BR Code and the deposit instructions carry. Not a real account; nothing can be paid into it.
 */
export const sandboxBank = {
  code: '237',
  name: 'Banco Sandbox Verba',
  agency: '3381',
  agencyDigit: '2',
  account: '0006330',
  accountDigit: '0',
  carteira: '09',
} as const;

export const sandboxBeneficiary = {
  name: 'Verba Tecnologia de Mídia Ltda.',
  /** A CNPJ with valid check digits reserved for examples. */
  document: '11222333000181',
  address: 'Av. Paulista, 1000 — Bela Vista — São Paulo/SP — 01310-100',
  /** Pix BR Code fields (folded to ASCII by the builder). */
  pixName: 'VERBA TECNOLOGIA',
  pixCity: 'SAO PAULO',
  /** A random (EVP) Pix key. */
  pixKey: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
} as const;

/** How long each method's order waits for payment before the gateway expires it. */
export const sandboxExpiry = {
  pixMs: 24 * 3600_000,
  paypalMs: 3 * 3600_000,
  cardMs: 24 * 3600_000,
  /** Boletos are due this many business days ahead and expire at the end of the due date. */
  boletoBusinessDays: 3,
  /** Deposits wait this many business days for the staff's confirmation. */
  depositBusinessDays: 5,
} as const;

/** The sandbox charges back a CHARGEBACK test card this long after it was paid. */
export const sandboxChargebackDelayMs = 2 * 60_000;
