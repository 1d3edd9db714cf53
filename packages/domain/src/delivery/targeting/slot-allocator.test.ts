import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSlotAllocator } from './slot-allocator';

describe('createSlotAllocator', () => {
  it('gives each group whole words, lowest slot first', () => {
    const slots = createSlotAllocator();
    const a = Array.from({ length: 33 }, () => slots.allocate('a'));
    const b = slots.allocate('b');
    expect(a.slice(0, 3)).toEqual([0, 1, 2]);
    expect(a[32]).toBe(32);
    expect(b).toBe(64);
  });

  it('reuses a freed slot within its group, the lowest first, and an emptied word for any group', () => {
    const slots = createSlotAllocator();
    for (let i = 0; i < 4; i++) slots.allocate('a');
    slots.release(2);
    slots.release(1);
    expect(slots.allocate('a')).toBe(1);
    const only = slots.allocate('b');
    expect(only).toBe(32);
    slots.release(only);
    expect(slots.allocate('c')).toBe(32);
  });

  it('frees a slot of a full word after another word of its group emptied', () => {
    const slots = createSlotAllocator();
    const a = Array.from({ length: 33 }, () => slots.allocate('a'));
    // Word 1 empties (its free slots leave the group), word 0 is still full.
    slots.release(a[32]!);
    slots.release(a[5]!);
    expect(slots.allocate('a')).toBe(a[5]);
    expect(slots.allocate('b')).toBe(32);
  });

  it('property: no slot is held twice, and no word holds slots of two groups', () => {
    const op = fc.oneof(
      fc.record({ allocate: fc.constantFrom('a', 'b', 'c', 'd') }),
      fc.record({ release: fc.nat(200) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), (ops) => {
        const slots = createSlotAllocator();
        const held = new Map<number, string>();
        for (const o of ops) {
          if ('allocate' in o) {
            const slot = slots.allocate(o.allocate);
            expect(held.has(slot)).toBe(false);
            held.set(slot, o.allocate);
          } else if (held.size > 0) {
            const slot = [...held.keys()][o.release % held.size]!;
            slots.release(slot);
            held.delete(slot);
          }
        }
        const groupOfWord = new Map<number, string>();
        for (const [slot, group] of held) {
          expect(groupOfWord.get(slot >>> 5) ?? group).toBe(group);
          groupOfWord.set(slot >>> 5, group);
        }
      }),
      { numRuns: 200 },
    );
  });
});
