/**
 * Slots for the index's bitsets, handed out by words of 32: a word belongs to one group (a kind of
 * strategy) while it holds any of the group's slots, so a posting list of one group's key covers
 * whole words and the words of other groups drop out of a match at once. Freed slots are reused
 * within their group, a word emptied goes back to any group; the lowest free slot of a group first.
 */
export interface SlotAllocator {
  allocate(group: string): number;
  release(slot: number): void;
}

export function createSlotAllocator(): SlotAllocator {
  /** word → its group, while it holds a slot. */
  const groupOfWord: (string | undefined)[] = [];
  const usedInWord: number[] = [];
  /** Per group, its free slots in the words it owns, highest first (the lowest pops). */
  const freeByGroup = new Map<string, number[]>();
  const emptyWords: number[] = [];
  let wordCount = 0;

  return {
    allocate(group) {
      let free = freeByGroup.get(group);
      if (!free) freeByGroup.set(group, (free = []));
      if (free.length === 0) {
        const word = emptyWords.pop() ?? wordCount++;
        groupOfWord[word] = group;
        usedInWord[word] = 0;
        for (let bit = 31; bit >= 0; bit--) free.push((word << 5) | bit);
      }
      const slot = free.pop()!;
      usedInWord[slot >>> 5]!++;
      return slot;
    },
    release(slot) {
      const word = slot >>> 5;
      const group = groupOfWord[word]!;
      // None when the group's other words are full (an emptied word took its free slots along).
      let free = freeByGroup.get(group);
      if (!free) freeByGroup.set(group, (free = []));
      if (--usedInWord[word]! > 0) {
        // Kept highest first, so the group's lowest free slot is the next one handed out.
        let at = free.length;
        while (at > 0 && free[at - 1]! < slot) at--;
        free.splice(at, 0, slot);
        return;
      }
      // The word is empty: every slot of it leaves the group's free list, the word is anyone's.
      const kept = free.filter((s) => s >>> 5 !== word);
      if (kept.length > 0) freeByGroup.set(group, kept);
      else freeByGroup.delete(group);
      groupOfWord[word] = undefined;
      emptyWords.push(word);
    },
  };
}
