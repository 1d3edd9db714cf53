import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  connections: number;
  seconds: number;
  /** Requests per second across all connections; unset = as fast as the server answers. */
  overallRate?: number;
}

export interface LoadResult {
  /** Requests per second, all status codes. */
  rps: number;
  /** Latency of 2xx answers (autocannon records only those), milliseconds. */
  p50: number;
  p99: number;
  total: number;
  byStatus: Record<string, number>;
  errors: number;
}

/**
 * Fires load from a worker thread, so the load generator does not share the event loop of the
 * servers measured in this process.
 */
export async function fire(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    connections: options.connections,
    duration: options.seconds,
    ...(options.overallRate && { overallRate: options.overallRate }),
    workers: 1,
    timeout: 10,
  });
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

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
