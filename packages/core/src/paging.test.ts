import { describe, expect, it } from 'vitest';
import { totalOf } from './paging';

describe('totalOf', () => {
  const counted = (total: number) => {
    const count = Object.assign(
      () => {
        count.ran = true;
        return Promise.resolve([{ total }]);
      },
      { ran: false },
    );
    return count;
  };

  it('reads the total the page carries, without counting again', async () => {
    const count = counted(99);
    expect(await totalOf([{ total: 41 }, { total: 41 }], 3, count)).toBe(41);
    expect(count.ran).toBe(false);
  });

  it('an empty first page is an empty list', async () => {
    const count = counted(99);
    expect(await totalOf([], 1, count)).toBe(0);
    expect(count.ran).toBe(false);
  });

  it('counts alone for a page past the last', async () => {
    const count = counted(41);
    expect(await totalOf([], 7, count)).toBe(41);
    expect(count.ran).toBe(true);
  });
});
