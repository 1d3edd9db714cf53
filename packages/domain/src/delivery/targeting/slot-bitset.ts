/**
 * A growable set of small integers (strategy slots) as 32-bit words, so a match can union and
 * intersect posting lists word by word instead of probing string sets per candidate.
 */
export class SlotBitset {
  words = new Uint32Array(0);
  size = 0;
  /** The indices of the nonzero words, kept until a word turns zero or nonzero. */
  private nonzero: Uint32Array | null = null;

  /** The indices of the words holding a slot, in order: a sparse list read without its zeros. */
  nonzeroWords(): Uint32Array {
    if (this.nonzero) return this.nonzero;
    let count = 0;
    for (let w = 0; w < this.words.length; w++) if (this.words[w] !== 0) count++;
    const nonzero = new Uint32Array(count);
    count = 0;
    for (let w = 0; w < this.words.length; w++) if (this.words[w] !== 0) nonzero[count++] = w;
    return (this.nonzero = nonzero);
  }

  /** Makes `words` at least this long (zeros), so a reader of that many words needs no bounds check. */
  reserve(wordCount: number) {
    if (wordCount <= this.words.length) return;
    const grown = new Uint32Array(Math.max(wordCount, this.words.length * 2, 8));
    grown.set(this.words);
    this.words = grown;
  }

  add(slot: number) {
    const w = slot >>> 5;
    if (w >= this.words.length) this.reserve(w + 1);
    const bit = 1 << (slot & 31);
    if ((this.words[w]! & bit) === 0) {
      if (this.words[w] === 0) this.nonzero = null;
      this.words[w] = this.words[w]! | bit;
      this.size++;
    }
  }

  delete(slot: number) {
    const w = slot >>> 5;
    if (w >= this.words.length) return;
    const bit = 1 << (slot & 31);
    if ((this.words[w]! & bit) !== 0) {
      this.words[w] = this.words[w]! & ~bit;
      if (this.words[w] === 0) this.nonzero = null;
      this.size--;
    }
  }
}
