/** What a read may cost. Every field is a hard ceiling: past it the read stops and refuses the file. */
export interface SpreadsheetLimits {
  /** Size of the file as uploaded. */
  maxBytes: number;
  /** Rows of the first sheet (or of the CSV), blank rows included. */
  maxRows: number;
  /** An XLSX's entries unpacked together, both as declared and as actually inflated. */
  maxUnpackedBytes: number;
  /** Entries in an XLSX (a real workbook has a few dozen). */
  maxZipEntries: number;
}

export const defaultSpreadsheetLimits: SpreadsheetLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 50_000,
  maxUnpackedBytes: 50 * 1024 * 1024,
  maxZipEntries: 500,
};
