import { DrizzleQueryError } from 'drizzle-orm/errors';

/** What may be logged or stored of an error: never a failing query's text, parameters or detail. */
export interface LoggableError {
  type: string;
  /** The SQLSTATE of a database error. */
  code?: string;
  message: string;
  stack?: string;
}

const sqlState = /^[0-9A-Z]{5}$/;

/** The SQLSTATE-carrying error in a cause chain (PGlite's and node-postgres' errors both have `code`). */
function databaseErrorIn(error: unknown): { code: string; message: string } | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 8;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && sqlState.test(code))
      return { code, message: typeof message === 'string' ? message : '' };
  }
  return undefined;
}

/**
 * A data exception's message quotes the rejected value (`invalid input syntax for type uuid: "…"`):
 * keep only the part before it. Other messages name constraints and columns, not values.
 */
const withoutValue = (code: string, message: string) =>
  code.startsWith('22') ? message.split(':')[0]! : message;

/**
 * The loggable form of any error. A database error (drizzle's query error wraps the driver's) is
 * its SQLSTATE and PostgreSQL's message only: drizzle's message lists the query's parameters and
 * the driver's `detail` quotes row values (`Key (email)=(…) already exists`).
 */
export function loggableError(error: unknown): LoggableError {
  const database = databaseErrorIn(error);
  if (database)
    return {
      type: 'DatabaseError',
      code: database.code,
      message: withoutValue(database.code, database.message),
    };
  if (error instanceof DrizzleQueryError) return { type: 'DatabaseError', message: 'query failed' };
  if (error instanceof Error)
    return { type: error.name, message: error.message, ...(error.stack && { stack: error.stack }) };
  // A thrown non-Error: name its shape (constructor and keys), never its values.
  if (error && typeof error === 'object')
    return { type: error.constructor?.name ?? 'object', message: `keys: ${Object.keys(error).join(', ')}` };
  return { type: typeof error, message: String(error) };
}
