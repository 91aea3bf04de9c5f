/**
 * The first `k` of `n` items in the order of `before` (true when item `a` ranks above `b`),
 * sorted. A bounded heap keeps it O(n log k): pages are small, candidate lists are not.
 */
export function topK(n: number, k: number, before: (a: number, b: number) => boolean): number[] {
  if (k <= 0 || n === 0) return [];
  if (k * 4 >= n) {
    const all = Array.from({ length: n }, (_, i) => i);
    all.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
    return all.slice(0, k);
  }
  // Heap root is the worst item kept, so a better newcomer replaces it.
  const heap: number[] = [];
  const worse = (a: number, b: number): boolean => before(b, a);
  const up = (at: number): void => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!worse(heap[at]!, heap[parent]!)) break;
      [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
      at = parent;
    }
  };
  const down = (at: number): void => {
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && worse(heap[left]!, heap[worst]!)) worst = left;
      if (right < heap.length && worse(heap[right]!, heap[worst]!)) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
      at = worst;
    }
  };
  for (let i = 0; i < n; i++) {
    if (heap.length < k) {
      heap.push(i);
      up(heap.length - 1);
    } else if (before(i, heap[0]!)) {
      heap[0] = i;
      down(0);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
}
