import Fastify, { type FastifyInstance } from 'fastify';
import type { Bidder } from './create-bidder';

/**
 * The bidder as its own HTTP server (BIDDER_PORT): `POST /openrtb2/bid` on node:http, the
 * tracking routes and `GET /healthz` (strategies in the index, for the load balancer) on Fastify.
 */
export async function startBidderServer({
  bidder,
  port,
  host,
  trustProxy = false,
}: {
  bidder: Bidder;
  port: number;
  host: string;
  /** TRUST_PROXY as the config reads it (false, a number of hops, or proxy addresses). */
  trustProxy?: false | number | string[];
}): Promise<{ app: FastifyInstance; address: string; close(): Promise<void> }> {
  const app: FastifyInstance = Fastify({
    logger: false,
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // Past the load balancer's idle timeout (60 s), so it never reuses a connection being closed.
    keepAliveTimeout: 65_000,
    // Exchanges and browsers send a whole request in milliseconds: head within 5 s, all within 10 s
    // (a bid body within 2 s: bid-server.ts), checked every second.
    requestTimeout: 10_000,
    http: { headersTimeout: 5_000, connectionsCheckingInterval: 1_000 },
    serverFactory: bidder.serverFactory(),
  });
  await app.register(bidder.plugin);
  app.get('/healthz', () => ({ status: 'ok', strategies: bidder.catalog.size }));
  const address = await app.listen({ port, host });
  return { app, address, close: () => app.close() };
}
