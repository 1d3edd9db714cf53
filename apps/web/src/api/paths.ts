import type { paths } from './schema';

/**
 * The API's operations as the generated `paths` (schema.d.ts, from the OpenAPI document) declare
 * them, in the form the client takes: relative to /api/v1, `{id}` as any string. `ApiPath<M, T>`
 * is a path with a method-M operation whose answer (as `request` resolves it: `data`, or the
 * whole `{ data, meta }` of a page) fits the caller's expected type T — so a call to a route that
 * does not exist, or that answers something T cannot hold, does not compile. A template literal
 * type cannot say "one segment", so `{id}` matches slashes too: `advertisers/${id}/x` passes as
 * `advertisers/{id}` when that answer fits T.
 */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Relative<P> = P extends `/api/v1/${infer R}` ? R : never;

/** `advertisers/{id}/coupon` → `advertisers/${string}/coupon`. */
type Pattern<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Pattern<Tail>}`
  : P;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The JSON body of a response object; a 204 (or a file) has none. */
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : undefined;

type SuccessBody<Operation> = Operation extends { responses: infer R }
  ? JsonOf<R[Extract<keyof R, SuccessStatus>]>
  : never;

/** What `request` resolves with: the page (`{ data, meta }`), else `data`. */
type Resolved<Body> = Body extends { meta: unknown } ? Body : Body extends { data: infer Data } ? Data : Body;

/** The answer fits T as `request` resolves it, or whole (the `envelope` option). */
type Fits<Operation, T> = [Resolved<SuccessBody<Operation>>] extends [T]
  ? true
  : [SuccessBody<Operation>] extends [T]
    ? true
    : false;

export type ApiPath<M extends ApiMethod, T = unknown> = {
  [P in keyof paths]: [SuccessBody<NonNullable<paths[P][M]>>] extends [never]
    ? never
    : Fits<NonNullable<paths[P][M]>, T> extends true
      ? Pattern<Relative<P>>
      : never;
}[keyof paths];
