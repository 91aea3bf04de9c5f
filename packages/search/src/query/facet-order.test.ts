import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ValueOrder } from './config.ts';
import { sortValues, valueComparator } from './facet-order.ts';

describe('sortValues', () => {
  it("should order a facet's values as the comparator does, in every order a merchant can choose", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 60 }),
        fc.array(fc.nat({ max: 1_000 }), { minLength: 60, maxLength: 60 }),
        fc.constantFrom('count', 'alphabetical', 'custom'),
        fc.array(fc.nat({ max: 59 }), { maxLength: 5 }),
        (labels, allCounts, by, placedIds) => {
          const counts = Int32Array.from(allCounts.slice(0, labels.length));
          const placed = [...new Set(placedIds.filter((id) => id < labels.length))];
          const order: ValueOrder = {
            by,
            rank: new Map(placed.map((id, place) => [labels[id]!, place])),
            hidden: new Set(),
          };
          const ids = [...labels.keys()].filter((id) => counts[id]! > 0 || id % 3 === 0);
          expect(sortValues(order, labels, counts, ids)).toEqual(
            [...ids].sort(valueComparator(order, labels, counts)),
          );
        },
      ),
    );
  });
});
