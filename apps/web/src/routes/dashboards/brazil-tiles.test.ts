import { describe, expect, it } from 'vitest';
import { brazilTileColumns, brazilTileRows, brazilTiles, tileShade } from './brazil-tiles';

describe('tile map of Brazil', () => {
  it('has the 26 states and the Federal District once, each on its own tile inside the grid', () => {
    expect(new Set(brazilTiles.map((t) => t.uf)).size).toBe(27);
    expect(new Set(brazilTiles.map((t) => `${t.col},${t.row}`)).size).toBe(27);
    for (const t of brazilTiles) {
      expect(t.col).toBeLessThan(brazilTileColumns);
      expect(t.row).toBeLessThan(brazilTileRows);
    }
  });
  it('shades from 0 to 1 on a square-root scale', () => {
    expect(tileShade(0, 100)).toBe(0);
    expect(tileShade(null, 100)).toBe(0);
    expect(tileShade(100, 100)).toBe(1);
    expect(tileShade(25, 100)).toBe(0.5);
  });
});
