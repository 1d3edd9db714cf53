/**
 * NFS-e issuers (DESIGN §5): `NfseIssuer` is the interface, `createBuiltinNfseIssuer` the built-in
 * implementation (gap-free numbering per company, verification code, PDF document), and
 * `activeNfseIssuer` picks the one new invoices use. Invoices themselves live in ../invoices.
 */
export * from './types';
export * from './provider';
export * from './nfse-document';
export * from './nfse-pdf';
export * from './verification-code';
export * from './number-sequence';
export * from './builtin-issuer';
export * from './issuer-for';
