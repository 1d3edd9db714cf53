const formulaStart = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet program could run as a formula (starts with =, +, -, @, tab or CR)
 * gets a leading apostrophe, so it is shown as text (OWASP "CSV injection"). Numbers stay numbers.
 */
export function neutraliseFormula<T>(cell: T): T | string {
  return typeof cell === 'string' && formulaStart.test(cell) ? `'${cell}` : cell;
}
