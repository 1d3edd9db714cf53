import { describe, expect, it } from 'vitest';
import type { Paged } from './client';
import type { ApiPath } from './paths';

/*
 * The checks are the compiler's (`npm run typecheck` fails if an expected error disappears): the
 * client's paths exist in the generated API types, with an answer the caller's type can hold.
 */
const known: ApiPath<'get', Paged<{ id: string }>> = 'advertisers';
const templated: ApiPath<'put'> = `advertisers/${String(1)}/status`;
// @ts-expect-error no such route
const unknownRoute: ApiPath<'get'> = 'advertiserz';
// @ts-expect-error the advertisers list answers a page, not a number
const wrongAnswer: ApiPath<'get', number> = 'advertisers';
// @ts-expect-error payment orders are not deleted
const wrongMethod: ApiPath<'delete'> = 'payment-orders';
// @ts-expect-error a pixel rule never changes: the route has no success answer to expect
const neverSucceeds: ApiPath<'patch'> = 'pixel-groups/1/rules/2';

describe('API paths typed by the generated OpenAPI types', () => {
  it('are plain relative paths at run time', () => {
    expect([known, templated, unknownRoute, wrongAnswer, wrongMethod, neverSucceeds]).toEqual([
      'advertisers',
      'advertisers/1/status',
      'advertiserz',
      'advertisers',
      'payment-orders',
      'pixel-groups/1/rules/2',
    ]);
  });
});
