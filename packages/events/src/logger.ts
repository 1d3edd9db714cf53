/** The part of a pino logger the event store uses. */
export interface EventStoreLogger {
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

export const silentLogger: EventStoreLogger = { warn: () => undefined, error: () => undefined };
