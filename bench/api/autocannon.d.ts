// The part of autocannon 9's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    workers?: number;
    overallRate?: number;
    timeout?: number;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
