import pino, { type DestinationStream, type Logger } from 'pino';
import { loggableError } from '@verba/db/errors';
import type { Config } from './config';

/**
 * The app's logger. Errors logged under `err` (or `error`) go through `loggableError`, so a
 * failing query's parameters never reach the log, whoever logs it (Fastify, the worker, a use case).
 */
export function createLogger({
  level,
  destination,
}: {
  level: Config['logLevel'];
  destination?: DestinationStream;
}): Logger {
  const serializers = { err: loggableError, error: loggableError };
  return destination ? pino({ level, serializers }, destination) : pino({ level, serializers });
}
