/**
 * Why a file was refused as a spreadsheet. Self-contained on purpose (no domain error codes), so
 * callers map these codes to their own errors and messages.
 */
export const spreadsheetErrorCodes = [
  'SPREADSHEET_EMPTY',
  'SPREADSHEET_FILE_TYPE_NOT_SUPPORTED',
  'SPREADSHEET_TOO_LARGE',
  'SPREADSHEET_TOO_MANY_ROWS',
  'SPREADSHEET_UNPACKED_TOO_LARGE',
  'SPREADSHEET_CORRUPTED',
] as const;
export type SpreadsheetErrorCode = (typeof spreadsheetErrorCodes)[number];

export class SpreadsheetError extends Error {
  constructor(
    readonly code: SpreadsheetErrorCode,
    readonly limit?: number,
  ) {
    super(code);
    this.name = 'SpreadsheetError';
  }
}

export const isSpreadsheetError = (error: unknown): error is SpreadsheetError =>
  error instanceof SpreadsheetError;
