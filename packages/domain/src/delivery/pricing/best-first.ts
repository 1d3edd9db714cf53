/**
 * Best-first (lazy) pricing. The candidates of an imp come ranked by an upper bound of what each
 * could bid (highest first); `bestFirst` evaluates them in that order and yields the offers by
 * value, highest first, ties by `tie` (lowest first) — the order a full evaluation followed by a
 * stable sort gives — but evaluates a candidate only while an unevaluated one could still beat
 * the best offer held. The winner is usually known after a few candidates instead of all of them.
 * Requires: bounds non-increasing in rank, and every value ≤ its bound.
 */
export interface Ranked<T> {
  readonly count: number;
  /** Upper bound of the value of the candidate at rank i. */
  bound(i: number): number;
  /** The candidate at rank i fully evaluated: its offer, or null when it makes none. */
  evaluate(i: number): { value: number; tie: number; offer: T } | null;
}

interface Held<T> {
  value: number;
  tie: number;
  offer: T;
}

const before = <T>(a: Held<T>, b: Held<T>) => a.value > b.value || (a.value === b.value && a.tie < b.tie);

export function* bestFirst<T>(ranked: Ranked<T>): Generator<T, void, undefined> {
  const heap: Held<T>[] = [];
  let next = 0;
  for (;;) {
    // Evaluate until the best held offer beats every bound left (strictly: a tie may come later).
    while (next < ranked.count && (heap.length === 0 || ranked.bound(next) >= heap[0]!.value)) {
      const found = ranked.evaluate(next++);
      if (found) push(heap, found);
    }
    const top = pop(heap);
    if (!top) return;
    yield top.offer;
  }
}

function push<T>(heap: Held<T>[], item: Held<T>) {
  let i = heap.length;
  heap.push(item);
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!before(item, heap[parent]!)) break;
    heap[i] = heap[parent]!;
    i = parent;
  }
  heap[i] = item;
}

function pop<T>(heap: Held<T>[]): Held<T> | undefined {
  const top = heap[0];
  const last = heap.pop();
  if (heap.length === 0 || !last) return top;
  let i = 0;
  for (;;) {
    const left = 2 * i + 1;
    if (left >= heap.length) break;
    const right = left + 1;
    const child = right < heap.length && before(heap[right]!, heap[left]!) ? right : left;
    if (!before(heap[child]!, last)) break;
    heap[i] = heap[child]!;
    i = child;
  }
  heap[i] = last;
  return top;
}

/** Ranks found by one scan of the bounds (kept in a small sorted buffer); past them the ranking is a heap. */
const scannedRanks = 8;

/**
 * The ranking best-first pricing walks, built lazily: `at(rank)` is the index (into `bounds`) of
 * the rank-th highest bound, ties by lower index — what sorting every index would give — but only
 * the ranks asked for are paid for: the first few by one scan of every bound (the walk usually
 * stops after a few), any further ones from a heap (O(n) to build, O(log n) per rank). -1 past
 * the last rank.
 */
export function lazyRanking(bounds: ArrayLike<number>): {
  readonly count: number;
  at(rank: number): number;
} {
  let top: number[] | undefined;
  let heap: { at(rank: number): number } | undefined;
  return {
    count: bounds.length,
    at(rank) {
      if (rank >= scannedRanks) return (heap ??= heapRanking(bounds)).at(rank);
      top ??= topRanks(bounds, scannedRanks);
      return rank < top.length ? top[rank]! : -1;
    },
  };
}

/**
 * The indices of the `k` highest bounds, highest first, ties by lower index: one pass, each bound
 * compared with the lowest kept (most are lower and cost that one comparison), a higher one
 * inserted in order.
 */
function topRanks(bounds: ArrayLike<number>, k: number): number[] {
  const top: number[] = [];
  for (let i = 0; i < bounds.length; i++) {
    const bound = bounds[i]!;
    let n = top.length;
    if (n === k) {
      // A tie with the lowest kept stays behind it: it has the higher index.
      if (!(bound > bounds[top[k - 1]!]!)) continue;
      n = k - 1;
    }
    let at = n;
    while (at > 0 && bounds[top[at - 1]!]! < bound) {
      top[at] = top[at - 1]!;
      at--;
    }
    top[at] = i;
  }
  return top;
}

function heapRanking(bounds: ArrayLike<number>): { at(rank: number): number } {
  const count = bounds.length;
  // A plain array: a typed one this long would get a backing store off the heap.
  const heap: number[] = new Array<number>(count);
  for (let i = 0; i < count; i++) heap[i] = i;
  const higher = (a: number, b: number) => bounds[a]! > bounds[b]! || (bounds[a] === bounds[b] && a < b);
  let size = count;
  const siftDown = (from: number) => {
    const item = heap[from]!;
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) break;
      const right = left + 1;
      const child = right < size && higher(heap[right]!, heap[left]!) ? right : left;
      if (!higher(heap[child]!, item)) break;
      heap[i] = heap[child]!;
      i = child;
    }
    heap[i] = item;
  };
  for (let i = (count >> 1) - 1; i >= 0; i--) siftDown(i);
  // Popped ranks are kept at the heap's end, in reverse: rank r sits at count - 1 - r.
  return {
    at(rank) {
      while (count - size <= rank) {
        const top = heap[0]!;
        size--;
        heap[0] = heap[size]!;
        heap[size] = top;
        siftDown(0);
      }
      return heap[count - 1 - rank]!;
    },
  };
}
