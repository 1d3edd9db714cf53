import { createHash } from 'node:crypto';
import type { RegisteredExchange } from '@verba/bidder/server/exchange-registry';

/** The exchange the bench's requests come from: a path secret, as the sandbox exchange uses. */
const secret = 'bench-exchange-secret-0123456789abcdefghij';
export const benchExchange: RegisteredExchange = {
  id: '00000000-0000-4000-8000-00000000be0c',
  slug: 'bench',
  status: 'active',
  authMethod: 'path_secret',
  secretHash: createHash('sha256').update(secret).digest('hex'),
  hmacSecret: null,
  allowedCidrs: [],
  noticeWindowSeconds: 120,
  billing: 'burl',
  openrtbVersion: '2.6',
  currency: 'BRL',
  version: '1',
};
export const benchExchangeBidPath = `/openrtb2/bid/x/bench/${secret}`;
