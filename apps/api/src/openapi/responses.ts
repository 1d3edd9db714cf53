import { statusOf, z, type ErrorCode } from '@verba/domain';

/**
 * Response declarations of a route (OpenAPI document and serialisation): the success status with
 * its `{ data }` / `{ data, meta }` envelope, and the `{ errors, code }` answers of the error codes
 * the route can raise, grouped by their HTTP status.
 */

/** An amount of money: minor units (centavos) as a decimal integer string, never a float. */
export const moneyResponse = z
  .string()
  .regex(/^-?\d+$/)
  .describe(
    'Minor units (centavos of the currency, BRL) as an integer in a string: "150000" is R$ 1.500,00.',
  );

export const pageMeta = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});

export const dataOf = <T extends z.ZodType>(schema: T, description?: string) => {
  const envelope = z.object({ data: schema });
  return description ? envelope.describe(description) : envelope;
};

export const pageOf = <T extends z.ZodType>(item: T, description = 'A page of the list.') =>
  z.object({ data: z.array(item), meta: pageMeta }).describe(description);

/** 204: no body. */
export const noContent = z.null().describe('Done; no content.');

/** The shape of every `{ errors, code }` answer: messages in the request's language, per field for validation. */
export const errorAnswer = z.strictObject({
  errors: z.union([z.array(z.string()), z.record(z.string(), z.array(z.string()))]),
  code: z.string(),
});

/**
 * The error schemas of routes, with the codes they declare. `checked`: the route listed its codes
 * (`responses()`), so in tests an answer with another code fails; the defaults every route gets
 * (`withDefaultErrors`) are documentation only.
 */
export const errorSchemas = new WeakMap<z.ZodType, { codes: ReadonlySet<string>; checked: boolean }>();

export function errorEnvelope(codes: readonly string[], description: string, checked = true) {
  const schema = errorAnswer.extend({ code: z.enum(codes as [string, ...string[]]) }).describe(description);
  errorSchemas.set(schema, { codes: new Set(codes), checked });
  return schema;
}

const statusDescriptions: Record<number, string> = {
  400: 'Malformed request (body not parseable).',
  401: 'No valid access token.',
  403: 'Not allowed for this user.',
  404: 'Not found (or another company’s).',
  409: 'Conflicts with the current state.',
  422: 'Invalid input; `errors` maps each field to its messages.',
  429: 'Too many requests; wait and retry.',
  500: 'Unexpected error.',
  503: 'A provider is unavailable; retry later.',
};

export interface ErrorOptions {
  /** Route needs a bearer token: 401, and 403 for abilities. Default true. */
  authenticated?: boolean;
  /** Route has a rate limit: 429. */
  rateLimited?: boolean;
}

/** `{ [status]: schema }` of the error answers of `codes` plus those every route can give. */
export function errorResponses(
  codes: readonly ErrorCode[] = [],
  options: ErrorOptions & { checked?: boolean } = {},
) {
  const all = new Set<string>(['VALIDATION_FAILED', 'NOT_FOUND', ...codes]);
  if (options.authenticated !== false) {
    all.add('UNAUTHENTICATED');
    all.add('FORBIDDEN');
  }
  if (options.rateLimited) all.add('RATE_LIMITED');
  const byStatus = new Map<number, string[]>([
    [400, ['VALIDATION_FAILED']],
    [500, ['INTERNAL']],
  ]);
  for (const code of all) {
    const status = statusOf(code as ErrorCode);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      errorEnvelope(list, statusDescriptions[status] ?? 'Error.', options.checked ?? true),
    ]),
  ) as Record<number, z.ZodType>;
}

/**
 * The whole `response` of a route schema: its success answers (schemas, or `fileResponse`s the
 * zod provider documents by media type) and its error answers.
 */
export const responses = (
  success: Record<number, z.ZodType | FileResponse>,
  codes: readonly ErrorCode[] = [],
  options: ErrorOptions = {},
) => ({ ...errorResponses(codes, options), ...success }) as Record<number, z.ZodType>;

/** A response header as the document declares it (`headers` of a response object). */
export interface HeaderDeclaration {
  description: string;
  schema?: Record<string, unknown>;
}

const headersJson = (headers: Record<string, HeaderDeclaration>) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, { description, schema }]) => [
      name,
      { type: 'string', ...schema, description },
    ]),
  );

/** A JSON answer that also sends `headers` (Location, Idempotent-Replayed, …): documented, not checked. */
export const withHeaders = <T extends z.ZodType>(schema: T, headers: Record<string, HeaderDeclaration>) =>
  schema.meta({ headers: headersJson(headers) });

/**
 * A file answer (PDF, PNG, CSV, JavaScript…): its media types, and its headers. The bytes are sent as
 * they are (a Buffer or a stream is never serialised), so the schema only documents them.
 */
export interface FileResponse {
  description: string;
  headers?: Record<string, unknown>;
  content: Record<string, { schema: z.ZodType }>;
}

export const fileResponse = (
  mediaTypes: readonly string[],
  description: string,
  headers: Record<string, HeaderDeclaration> = {},
): FileResponse => ({
  description,
  ...(Object.keys(headers).length ? { headers: headersJson(headers) } : {}),
  content: Object.fromEntries(
    mediaTypes.map((type) => [type, { schema: z.string().describe(`The file (${type}).`) }]),
  ),
});

/** `Content-Disposition` of a downloaded or inline file. */
export const contentDisposition: Record<string, HeaderDeclaration> = {
  'content-disposition': { description: '`attachment` or `inline`, with the file name.' },
};
