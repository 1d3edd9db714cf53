import { describe, expect, it } from 'vitest';
import { turnBatches } from './turn-batches';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('turnBatches', () => {
  it('processes what one turn adds at the end of the turn, in order, in batches of at most `size`', async () => {
    const batches: number[][] = [];
    const add = turnBatches<number>({ size: 3, process: (batch) => batches.push([...batch]) });
    for (let i = 1; i <= 7; i++) add(i);
    expect(batches).toEqual([]);
    await turn();
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    add(8);
    await turn();
    expect(batches.at(-1)).toEqual([8]);
  });

  it('leaves what is added while a batch is processed to the next turn', async () => {
    const batches: number[][] = [];
    const add: (item: number) => void = turnBatches<number>({
      size: 8,
      process: (batch) => {
        batches.push([...batch]);
        if (batch[0] === 1) add(9);
      },
    });
    add(1);
    await turn();
    expect(batches).toEqual([[1]]);
    await turn();
    expect(batches).toEqual([[1], [9]]);
  });
});
