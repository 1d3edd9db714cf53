/** Unique test data for journeys that register new companies and invite users. */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

export const uniqueEmail = (who: string) => `${who}.${stamp()}@e2e.verba.test`;

const checkDigit = (digits: number[], weights: number[]) => {
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** A random, valid numeric CNPJ (head office, branch 0001), digits only. */
export function randomCnpj(): string {
  const base = [...Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)), 0, 0, 0, 1];
  const first = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit([...base, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, first, second].join('');
}

/** A password that passes the server's length and common-password checks. */
export const strongPassword = () => `Verba-${stamp()}-Jornada!`;
