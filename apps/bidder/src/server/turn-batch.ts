/**
 * Collects what one turn of the event loop hands over and processes it together at the turn's end
 * (`setImmediate`: after the poll phase has read every socket that was ready). The bid server
 * answers the bodies completed in a turn back to back and writes the answers after: the route's
 * code and the index it reads stay in the CPU caches across the batch instead of being evicted by
 * the sockets' and HTTP parser's work between two answers (docs/bidder-bench.md, session 39:
 * +20–35 % bid requests per second over sockets at the same CPU per answer).
 */
export function turnBatch<T>(process: (batch: readonly T[]) => void): (item: T) => void {
  let pending: T[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    process(batch);
  };
  return (item) => {
    if (pending.push(item) === 1) setImmediate(flush);
  };
}
