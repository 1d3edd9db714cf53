import autocannon from 'autocannon';

export interface PostLoad {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  byStatus: Record<string, number>;
  errors: number;
}

/**
 * POSTs the given bodies in turn (each connection cycles through them) from a worker thread, so
 * the load generator does not share the event loop of the servers measured in this process.
 */
export async function firePosts(options: {
  url: string;
  bodies: readonly string[];
  connections: number;
  seconds: number;
}): Promise<PostLoad> {
  const target = new URL(options.url);
  const settings = {
    url: target.origin,
    connections: options.connections,
    duration: options.seconds,
    workers: 1,
    timeout: 10,
    requests: options.bodies.map((body) => ({
      method: 'POST' as const,
      path: target.pathname,
      headers: { 'content-type': 'application/json', 'x-openrtb-version': '2.6' },
      body,
    })),
  };
  const result = await autocannon(settings);
  const byStatus = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]),
  );
  const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
  return {
    rps: total / Math.max(result.duration, 1e-9),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total,
    byStatus,
    errors: result.errors + result.timeouts,
  };
}
