import type { brazilianStates } from '@verba/domain';

export type StateCode = (typeof brazilianStates)[number];

/**
 * The Correios CEP ranges of each state (first five digits, inclusive). Several states own more
 * than one range: Amazonas is split by Roraima, the Federal District and Goiás interleave, and
 * Rondônia keeps its original 789xx block next to Mato Grosso.
 */
export const cepRanges: readonly { state: StateCode; from: number; to: number }[] = [
  { state: 'SP', from: 1000, to: 19999 },
  { state: 'RJ', from: 20000, to: 28999 },
  { state: 'ES', from: 29000, to: 29999 },
  { state: 'MG', from: 30000, to: 39999 },
  { state: 'BA', from: 40000, to: 48999 },
  { state: 'SE', from: 49000, to: 49999 },
  { state: 'PE', from: 50000, to: 56999 },
  { state: 'AL', from: 57000, to: 57999 },
  { state: 'PB', from: 58000, to: 58999 },
  { state: 'RN', from: 59000, to: 59999 },
  { state: 'CE', from: 60000, to: 63999 },
  { state: 'PI', from: 64000, to: 64999 },
  { state: 'MA', from: 65000, to: 65999 },
  { state: 'PA', from: 66000, to: 68899 },
  { state: 'AP', from: 68900, to: 68999 },
  { state: 'AM', from: 69000, to: 69299 },
  { state: 'RR', from: 69300, to: 69399 },
  { state: 'AM', from: 69400, to: 69899 },
  { state: 'AC', from: 69900, to: 69999 },
  { state: 'DF', from: 70000, to: 72799 },
  { state: 'GO', from: 72800, to: 72999 },
  { state: 'DF', from: 73000, to: 73699 },
  { state: 'GO', from: 73700, to: 76799 },
  { state: 'RO', from: 76800, to: 76999 },
  { state: 'TO', from: 77000, to: 77999 },
  { state: 'MT', from: 78000, to: 78899 },
  { state: 'RO', from: 78900, to: 78999 },
  { state: 'MS', from: 79000, to: 79999 },
  { state: 'PR', from: 80000, to: 87999 },
  { state: 'SC', from: 88000, to: 89999 },
  { state: 'RS', from: 90000, to: 99999 },
];

/** The state of an 8-digit CEP, or undefined when it lies in no state's range (e.g. 00xxx-xxx). */
export function stateOfZipcode(zipcode: string): StateCode | undefined {
  if (!/^\d{8}$/.test(zipcode)) return undefined;
  const prefix = Number(zipcode.slice(0, 5));
  return cepRanges.find((r) => prefix >= r.from && prefix <= r.to)?.state;
}
