import { isValidCpf, isValidCnpj, formatCpf, formatCnpj } from '@brazilian-utils/brazilian-utils';

export type DocumentType = 'CPF' | 'CNPJ';

/** Keeps digits and, for the alphanumeric CNPJ (from July 2026), upper-case letters. */
export function normalizeDocument(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

export function documentTypeOf(value: string): DocumentType | undefined {
  const v = normalizeDocument(value);
  if (v.length === 11 && /^\d+$/.test(v) && isValidCpf(v)) return 'CPF';
  if (v.length === 14 && isValidCnpj(v, { version: 2 })) return 'CNPJ';
  return undefined;
}

export const isValidCPF = (value: string) => documentTypeOf(value) === 'CPF';
export const isValidCNPJ = (value: string) => documentTypeOf(value) === 'CNPJ';

export function formatDocument(value: string): string {
  const v = normalizeDocument(value);
  const type = documentTypeOf(v);
  if (type === 'CPF') return formatCpf(v);
  if (type === 'CNPJ') return formatCnpj(v, { version: 2 });
  return value;
}
