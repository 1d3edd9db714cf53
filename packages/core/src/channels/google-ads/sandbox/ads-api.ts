import { createHash } from 'node:crypto';
import type { Db } from '@verba/db';
import { createSandboxTokens } from '../../sandbox/sandbox-tokens';
import {
  AdsApiError,
  adsError,
  adsErrorReply,
  newRequestId,
  partialFailureStatus,
  type AdsReply,
  str,
} from './failure';
import { getGoogleSandboxKnobs, takeForcedQuotaError, type GoogleSandboxKnobs } from './knobs';
import {
  camelKeys,
  checkOperationCount,
  kindOfCollection,
  operationKinds,
  runMutate,
  UnknownFieldError,
  type MutateRequestOp,
} from './mutate';
import { runQuery } from './search';
import { suggestGeoTargets } from './geo';
import { seedCustomer } from './seed';
import { grantRevoked, loadCustomerResources, nextIds, saveResources } from './store';
import { accountById, adwordsScope, customerById, decodeSubject, googleSandboxCredentials } from './world';

/**
 * The Google Ads API REST interface of the sandbox (fixtures/ads-*.json): headers, quota, routing,
 * search paging. `path` is what follows `/ads/<version>` (e.g. `/customers/123/googleAds:search`).
 */
export interface AdsRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

type Json = Record<string, unknown>;

/** Requests per developer token in the last second of wall-clock time (this process). */
const recent = new Map<string, number[]>();

function header(h: AdsRequest['headers'], name: string): string | undefined {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
}

function rateLimited(token: string, now: number, perSecond: number): boolean {
  const list = (recent.get(token) ?? []).filter((t) => now - t < 1000);
  const limited = list.length >= perSecond;
  if (!limited) list.push(now);
  recent.set(token, list);
  return limited;
}

function quotaReply(knobs: GoogleSandboxKnobs, requestId: string): AdsReply {
  const seconds = knobs.retryAfterSeconds;
  return adsErrorReply(
    429,
    [
      adsError(
        'quotaError',
        'RESOURCE_TEMPORARILY_EXHAUSTED',
        `Too many requests. Retry in ${seconds} seconds.`,
        undefined,
        undefined,
        {
          quotaErrorDetails: {
            rateScope: 'DEVELOPER',
            rateName: 'Requests per developer token per second',
            retryDelay: `${seconds}s`,
          },
        },
      ),
    ],
    requestId,
    { 'retry-after': str(seconds) },
  );
}

/** Who calls: checks Authorization, developer-token and login-customer-id as the API does. */
async function authenticate(db: Db, secret: string, req: AdsRequest, now: Date) {
  const auth = header(req.headers, 'authorization');
  const bearer = auth && /^Bearer\s+(.+)$/i.exec(auth)?.[1];
  if (!bearer)
    throw new AdsApiError(401, [
      adsError(
        'authenticationError',
        'OAUTH_TOKEN_HEADER_INVALID',
        'The OAuth token in the header is missing or not valid.',
      ),
    ]);
  const tokens = createSandboxTokens(secret);
  const claims = tokens.verify(bearer, 'google', now);
  if (!claims || claims.kind !== 'access') {
    const expired = tokens.verify(bearer, 'google', new Date(0));
    throw new AdsApiError(401, [
      expired && expired.kind === 'access'
        ? adsError('authenticationError', 'OAUTH_TOKEN_EXPIRED', 'The OAuth access token has expired.')
        : adsError(
            'authenticationError',
            'OAUTH_TOKEN_INVALID',
            'The OAuth token in the header is not valid.',
          ),
    ]);
  }
  const subject = decodeSubject(claims.subject);
  if (!subject)
    throw new AdsApiError(401, [
      adsError('authenticationError', 'OAUTH_TOKEN_INVALID', 'The OAuth token in the header is not valid.'),
    ]);
  if (await grantRevoked(db, subject.grantId))
    throw new AdsApiError(401, [
      adsError('authenticationError', 'OAUTH_TOKEN_REVOKED', 'The OAuth access token has been revoked.'),
    ]);
  if (!claims.scopes.includes(adwordsScope))
    throw new AdsApiError(403, [
      adsError(
        'authorizationError',
        'ACTION_NOT_PERMITTED',
        'Request had insufficient authentication scopes (https://www.googleapis.com/auth/adwords).',
      ),
    ]);
  const developerToken = header(req.headers, 'developer-token');
  if (!developerToken)
    throw new AdsApiError(400, [
      adsError('requestError', 'DEVELOPER_TOKEN_PARAMETER_MISSING', 'Developer token is missing.'),
    ]);
  if (developerToken !== googleSandboxCredentials(secret).developerToken)
    throw new AdsApiError(401, [
      adsError('authenticationError', 'DEVELOPER_TOKEN_INVALID', 'The developer token is not valid.'),
    ]);
  const login = header(req.headers, 'login-customer-id');
  if (login !== undefined && !/^\d{10}$/.test(login))
    throw new AdsApiError(400, [
      adsError(
        'headerError',
        'INVALID_LOGIN_CUSTOMER_ID',
        'The login customer ID could not be validated (10 digits, no dashes).',
        undefined,
        login,
      ),
    ]);
  return { accountId: subject.accountId, developerToken, login };
}

function authorize(accountId: string, login: string | undefined, customerId: string) {
  const direct = accountById(accountId)?.customerIds ?? [];
  const customer = customerById(customerId);
  const allowed =
    customer !== undefined &&
    (login === undefined
      ? direct.includes(customerId)
      : direct.includes(login) &&
        (login === customerId || (customerById(login)?.manager === true && customer.managerId === login)));
  if (!allowed)
    throw new AdsApiError(403, [
      adsError(
        'authorizationError',
        'USER_PERMISSION_DENIED',
        "User doesn't have permission to access customer. Note: If you're accessing a client customer, the manager's customer id must be set in the 'login-customer-id' header.",
      ),
    ]);
}

const pageTokenOf = (queryHash: string, offset: number) =>
  Buffer.from(JSON.stringify({ q: queryHash, o: offset })).toString('base64url');

/** Handles one Ads API request; never throws for an API-level error. */
export async function handleAdsRequest(input: {
  db: Db;
  secret: string;
  request: AdsRequest;
  now: Date;
}): Promise<AdsReply> {
  const { db, secret, request, now } = input;
  const requestId = newRequestId();
  try {
    const listAccessible = /^\/customers:listAccessibleCustomers$/.exec(request.path);
    const service =
      /^\/customers\/(\d+)\/(googleAds:search|googleAds:searchStream|googleAds:mutate|[A-Za-z]+:mutate)$/.exec(
        request.path,
      );
    const geoSuggest = request.path === '/geoTargetConstants:suggest';
    if (!listAccessible && !service && !geoSuggest) return notFound(requestId);
    const expectedMethod = listAccessible ? 'GET' : 'POST';
    if (request.method !== expectedMethod) return notFound(requestId);
    const who = await authenticate(db, secret, request, now);
    const knobs = await getGoogleSandboxKnobs(db);
    if (
      (await takeForcedQuotaError(db)) ||
      rateLimited(who.developerToken, Date.now(), knobs.requestsPerSecond)
    )
      return quotaReply(knobs, requestId);
    if (geoSuggest) {
      // GeoTargetConstantService.SuggestGeoTargetConstants (fixtures/geo-target-constants.json).
      const body = (camelKeys(request.body ?? {}) ?? {}) as Json;
      const names = (body.locationNames as Json | undefined)?.names;
      if (!Array.isArray(names) || names.length === 0 || names.some((n) => typeof n !== 'string'))
        throw new AdsApiError(400, [
          adsError('fieldError', 'REQUIRED', 'The required field was not present.', [
            { fieldName: 'location_names' },
            { fieldName: 'names' },
          ]),
        ]);
      return ok(
        {
          geoTargetConstantSuggestions: suggestGeoTargets({
            locale: typeof body.locale === 'string' && body.locale ? body.locale : 'en',
            countryCode: typeof body.countryCode === 'string' ? body.countryCode : null,
            names: names as string[],
          }),
        },
        requestId,
      );
    }
    if (listAccessible) {
      const direct = accountById(who.accountId)?.customerIds ?? [];
      return ok({ resourceNames: direct.map((id) => `customers/${id}`) }, requestId);
    }
    const customerId = service![1]!;
    const method = service![2]!;
    authorize(who.accountId, who.login, customerId);
    await seedCustomer({ db, customerId, now, knobs });
    const body = (camelKeys(request.body ?? {}) ?? {}) as Json;
    if (method === 'googleAds:search' || method === 'googleAds:searchStream') {
      if (body.pageSize !== undefined)
        throw new AdsApiError(400, [
          adsError('requestError', 'PAGE_SIZE_NOT_SUPPORTED', 'Setting the page size is not supported.'),
        ]);
      const resources = await loadCustomerResources(db, customerId);
      const { rows, fieldMask } = runQuery({ customerId, resources, now, knobs }, str(body.query ?? ''));
      const consumption = str(20 + rows.length);
      if (method === 'googleAds:searchStream') {
        const batchSize = knobs.searchPageSize;
        const batches: Json[] = [];
        for (let i = 0; i < rows.length || i === 0; i += batchSize) {
          batches.push({
            results: rows.slice(i, i + batchSize),
            fieldMask,
            requestId,
            queryResourceConsumption: consumption,
          });
          if (rows.length === 0) break;
        }
        return ok(batches, requestId);
      }
      if (body.validateOnly === true) return ok({ fieldMask }, requestId);
      const queryHash = createHash('sha256').update(str(body.query)).digest('base64url').slice(0, 16);
      let offset = 0;
      if (body.pageToken !== undefined && body.pageToken !== '') {
        try {
          const t = JSON.parse(Buffer.from(str(body.pageToken), 'base64url').toString('utf8')) as {
            q: string;
            o: number;
          };
          if (t.q !== queryHash || !Number.isInteger(t.o) || t.o < 0) throw new Error('mismatch');
          offset = t.o;
        } catch {
          throw new AdsApiError(400, [
            adsError(
              'requestError',
              'INVALID_PAGE_TOKEN',
              'Page token is invalid.',
              undefined,
              str(body.pageToken),
            ),
          ]);
        }
      }
      const page = rows.slice(offset, offset + knobs.searchPageSize);
      const response: Json = { results: page, fieldMask, queryResourceConsumption: consumption };
      if (
        body.returnTotalResultsCount === true ||
        (body.searchSettings as Json | undefined)?.returnTotalResultsCount === true
      )
        response.totalResultsCount = str(rows.length);
      if (offset + knobs.searchPageSize < rows.length)
        response.nextPageToken = pageTokenOf(queryHash, offset + knobs.searchPageSize);
      if (page.length === 0) delete response.results;
      return ok(response, requestId);
    }
    // Mutates.
    if (customerById(customerId)!.manager)
      throw new AdsApiError(400, [
        adsError(
          'requestError',
          'CANNOT_BE_EXECUTED_BY_MANAGER_ACCOUNT',
          'This request cannot be executed by a manager account.',
        ),
      ]);
    let ops: MutateRequestOp[];
    const all = method === 'googleAds:mutate';
    if (all) {
      const list = Array.isArray(body.mutateOperations) ? (body.mutateOperations as Json[]) : [];
      checkOperationCount(list.length);
      ops = list.map((m, i) => {
        const keys = Object.keys(m ?? {});
        const key = keys[0];
        const kind = key ? operationKinds[key] : undefined;
        if (keys.length !== 1 || !kind)
          throw new AdsApiError(400, [
            adsError(
              'requestError',
              'OPERATION_REQUIRED',
              key && keys.length === 1
                ? `The Verba sandbox does not implement ${key}.`
                : 'Each mutate operation sets exactly one operation.',
              [{ fieldName: 'mutate_operations', index: i }],
            ),
          ]);
        return {
          kind,
          op: m[key!] as MutateRequestOp['op'],
          path: [
            { fieldName: 'mutate_operations', index: i },
            { fieldName: key!.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) },
          ],
        };
      });
    } else {
      const kind = kindOfCollection[method.replace(/:mutate$/, '')];
      if (!kind) return notFound(requestId);
      const list = Array.isArray(body.operations) ? (body.operations as Json[]) : [];
      checkOperationCount(list.length);
      ops = list.map((op, i) => ({ kind, op: op, path: [{ fieldName: 'operations', index: i }] }));
    }
    const partialFailure = body.partialFailure === true;
    const validateOnly = body.validateOnly === true;
    const mutable = body.responseContentType === 'MUTABLE_RESOURCE';
    const outcome = await db.transaction(async (tx) => {
      const resources = await loadCustomerResources(tx, customerId);
      const ids = validateOnly
        ? ops.flatMap((_, i) => [str(9_000_000_000 + 2 * i), str(9_000_000_001 + 2 * i)])
        : await nextIds(tx, ops.length * 2);
      const result = runMutate({ customerId, now, knobs, resources, ops, partialFailure, ids });
      if (!validateOnly && result.changed.length > 0 && (partialFailure || result.errors.length === 0))
        await saveResources(tx, result.changed);
      return result;
    });
    if (outcome.errors.length > 0 && !partialFailure) return adsErrorReply(400, outcome.errors, requestId);
    if (validateOnly)
      return ok(
        outcome.errors.length ? { partialFailureError: partialFailureStatus(outcome.errors, requestId) } : {},
        requestId,
      );
    const results = outcome.results.map((r, i) => {
      if (!r) return {};
      const kind = ops[i]!.kind;
      return mutable
        ? { resourceName: r.resourceName, [kind]: r.resource }
        : { resourceName: r.resourceName };
    });
    const response: Json = all
      ? {
          mutateOperationResponses: results.map((r, i) =>
            Object.keys(r).length ? { [`${ops[i]!.kind}Result`]: r } : {},
          ),
        }
      : { results };
    if (outcome.errors.length > 0)
      response.partialFailureError = partialFailureStatus(outcome.errors, requestId);
    return ok(response, requestId);
  } catch (e) {
    if (e instanceof AdsApiError) return adsErrorReply(e.httpStatus, e.errors, requestId, e.headers);
    if (e instanceof UnknownFieldError)
      return {
        statusCode: 400,
        headers: { 'request-id': requestId },
        body: {
          error: {
            code: 400,
            message: e.message,
            status: 'INVALID_ARGUMENT',
            details: [
              {
                '@type': 'type.googleapis.com/google.rpc.BadRequest',
                fieldViolations: [{ field: e.at, description: e.message }],
              },
            ],
          },
        },
      };
    throw e;
  }
}

const ok = (body: unknown, requestId: string): AdsReply => ({
  statusCode: 200,
  body,
  headers: { 'request-id': requestId },
});

const notFound = (requestId: string): AdsReply => ({
  statusCode: 404,
  headers: { 'request-id': requestId },
  body: { error: { code: 404, message: 'Method not found.', status: 'NOT_FOUND' } },
});
