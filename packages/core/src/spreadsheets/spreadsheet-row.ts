/** One non-blank row as read: its number in the file (1-based, as a spreadsheet shows it) and its cells as text. */
export interface SpreadsheetRow {
  number: number;
  cells: string[];
}

export type SpreadsheetFormat = 'csv' | 'xlsx';
