/** A set of document numbers (`DocumentNumbers`) as bits, growing with the largest number added. */
export class IdBitset {
  private words = new Uint32Array(0);

  has(number: number): boolean {
    const word = number >>> 5;
    return word < this.words.length && (this.words[word] & (1 << (number & 31))) !== 0;
  }

  add(number: number): void {
    const word = number >>> 5;
    if (word >= this.words.length) {
      const grown = new Uint32Array(Math.max(word + 1, this.words.length * 2));
      grown.set(this.words);
      this.words = grown;
    }
    this.words[word] |= 1 << (number & 31);
  }

  delete(number: number): void {
    const word = number >>> 5;
    if (word < this.words.length) this.words[word] &= ~(1 << (number & 31));
  }
}
