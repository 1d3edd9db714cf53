/**
 * Security of the OpenAPI document: a bearer token (`POST login`), and while impersonating the staff
 * member's own token in `Original-Authorization` beside the impersonation token.
 */
export const securitySchemes = {
  bearer: { type: 'http', scheme: 'bearer', description: 'Access token from `POST /api/v1/login`.' },
  originalAuthorization: {
    type: 'apiKey',
    in: 'header',
    name: 'Original-Authorization',
    description:
      '`Bearer <staff token>`: required with an impersonation token (the staff member who started it).',
  },
} as const;

/** Either a bearer token, or an impersonation token with its staff member's `Original-Authorization`. */
export const bearerSecurity: { [scheme: string]: string[] }[] = [
  { bearer: [] },
  { bearer: [], originalAuthorization: [] },
];
