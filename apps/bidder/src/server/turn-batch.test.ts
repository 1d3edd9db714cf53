import { describe, expect, it } from 'vitest';
import { turnBatch } from './turn-batch';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('turnBatch', () => {
  it('processes what one turn adds together, in order, at the end of the turn', async () => {
    const batches: number[][] = [];
    const add = turnBatch<number>((batch) => batches.push([...batch]));
    add(1);
    add(2);
    add(3);
    expect(batches).toEqual([]);
    await turn();
    expect(batches).toEqual([[1, 2, 3]]);
    add(4);
    await turn();
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('leaves what is added while a batch is processed to the next one', async () => {
    const batches: number[][] = [];
    const add: (item: number) => void = turnBatch<number>((batch) => {
      batches.push([...batch]);
      if (batch[0] === 1) add(9);
    });
    add(1);
    await turn();
    expect(batches).toEqual([[1]]);
    await turn();
    expect(batches).toEqual([[1], [9]]);
  });
});
