/**
 * Collects what one turn of the event loop hands over and processes it at the turn's end
 * (`setImmediate`: after the poll phase has read every socket that was ready), in order, in batches
 * of at most `size`. The bid server answers a batch's bodies back to back and then writes the
 * answers: the route's code and the index it reads stay in the CPU caches across the batch instead
 * of being evicted by the sockets' and the HTTP parser's work between two answers, and a small
 * batch's answers are still cached when they are written (docs/bidder-bench.md, session 39: bid
 * requests per second over sockets +45 % with batches of 4–16, +25 % with one batch of the whole
 * turn, none with batches of 1).
 */
export function turnBatches<T>({
  size,
  process,
}: {
  size: number;
  process: (batch: readonly T[]) => void;
}): (item: T) => void {
  let pending: T[] = [];
  const flush = () => {
    const turn = pending;
    pending = [];
    if (turn.length <= size) process(turn);
    else for (let from = 0; from < turn.length; from += size) process(turn.slice(from, from + size));
  };
  return (item) => {
    if (pending.push(item) === 1) setImmediate(flush);
  };
}
