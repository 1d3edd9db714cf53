/**
 * A tile-grid map of Brazil: one square per state (UF) placed roughly where the state is, so every
 * state reads the same size (the project ships IBGE state names and centroids, no borders; a tile
 * grid needs no GeoJSON licence). Columns west → east, rows north → south.
 */
export const brazilTiles: readonly { uf: string; col: number; row: number }[] = [
  { uf: 'RR', col: 2, row: 0 },
  { uf: 'AP', col: 4, row: 0 },
  { uf: 'AM', col: 1, row: 1 },
  { uf: 'PA', col: 3, row: 1 },
  { uf: 'MA', col: 4, row: 1 },
  { uf: 'CE', col: 5, row: 1 },
  { uf: 'RN', col: 6, row: 1 },
  { uf: 'AC', col: 0, row: 2 },
  { uf: 'RO', col: 1, row: 2 },
  { uf: 'MT', col: 2, row: 2 },
  { uf: 'TO', col: 3, row: 2 },
  { uf: 'PI', col: 4, row: 2 },
  { uf: 'PE', col: 5, row: 2 },
  { uf: 'PB', col: 6, row: 2 },
  { uf: 'MS', col: 2, row: 3 },
  { uf: 'GO', col: 3, row: 3 },
  { uf: 'DF', col: 4, row: 3 },
  { uf: 'BA', col: 5, row: 3 },
  { uf: 'AL', col: 6, row: 3 },
  { uf: 'PR', col: 2, row: 4 },
  { uf: 'SP', col: 3, row: 4 },
  { uf: 'MG', col: 4, row: 4 },
  { uf: 'ES', col: 5, row: 4 },
  { uf: 'SE', col: 6, row: 4 },
  { uf: 'SC', col: 2, row: 5 },
  { uf: 'RJ', col: 4, row: 5 },
  { uf: 'RS', col: 2, row: 6 },
];
export const brazilTileColumns = 7;
export const brazilTileRows = 7;

/** A tile's shade, 0 (no delivery) to 1 (the largest state): square-root scale, so small states still show. */
export function tileShade(value: number | null | undefined, max: number): number {
  if (!value || value <= 0 || max <= 0) return 0;
  return Math.min(1, Math.sqrt(value / max));
}
