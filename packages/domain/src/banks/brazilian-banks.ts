/**
 * Brazilian banks with a COMPE code, from the Banco Central STR participants list that
 * @brazilian-utils/brazilian-utils ships and regenerates every week (no copy of it lives here).
 */
import { getBankByCode, getBanks } from '@brazilian-utils/brazilian-utils';

export interface BrazilianBank {
  /** COMPE code, three digits. */
  code: string;
  ispb: string;
  name: string;
}

let sorted: readonly BrazilianBank[] | undefined;

/** Every bank, ordered by COMPE code. */
export function brazilianBanks(): readonly BrazilianBank[] {
  sorted ??= getBanks()
    .map(({ code, ispb, name }) => ({ code, ispb, name }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return sorted;
}

/** The bank of a three-digit COMPE code, or undefined for a code outside the list. */
export function bankByCode(code: string): BrazilianBank | undefined {
  if (!/^\d{3}$/.test(code)) return undefined;
  const bank = getBankByCode(code);
  return bank ? { code: bank.code, ispb: bank.ispb, name: bank.name } : undefined;
}

/** `341 · ITAÚ UNIBANCO S.A.`, or the bare code when the bank left the list. */
export function bankLabel(code: string): string {
  const bank = bankByCode(code);
  return bank ? `${bank.code} · ${bank.name}` : code;
}
