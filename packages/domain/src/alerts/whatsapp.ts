/**
 * WhatsApp rules (issue 31): Brazilian mobile numbers in E.164 without the plus (what the Cloud
 * API's `to` takes), the opt-out keyword, and the approved pt-BR utility templates Verba sends.
 */

/** +55 (DDD) 9XXXX-XXXX → 55DD9XXXXXXXX; null when it is not a Brazilian mobile number. */
export function normalizeBrazilianMobile(input: string): string | null {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11) digits = `55${digits}`;
  if (!/^55[1-9][1-9]9\d{8}$/.test(digits)) return null;
  return digits;
}

/** A reply that opts out: "SAIR" (also "sair", " Sair! ", "PARAR", "STOP"), accents and case ignored. */
export function isOptOutReply(text: string): boolean {
  const word = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}]/gu, '')
    .toUpperCase();
  return word === 'SAIR' || word === 'PARAR' || word === 'STOP' || word === 'CANCELAR';
}

/** The templates (category UTILITY, language pt_BR) as registered on the WhatsApp Business account. */
export const whatsappTemplates = {
  /** {{1}} the title, {{2}} the sentence (names, amounts, reason), {{3}} the link. */
  alert: 'verba_alerta',
  /** {{1}} how many alerts, {{2}} the link. */
  digest: 'verba_alertas_resumo',
  /** {{1}} the code (category AUTHENTICATION). */
  code: 'verba_codigo',
} as const;

/** Lifetime of a number's confirmation code. */
export const whatsappCodeTtlMinutes = 10;
