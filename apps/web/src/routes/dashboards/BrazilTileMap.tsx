import { Box, Text, Tooltip } from '@mantine/core';
import { brazilTileColumns, brazilTileRows, brazilTiles, tileShade } from './brazil-tiles';
import classes from './Dashboards.module.css';

/**
 * A map of Brazil by state as a tile grid (see brazil-tiles.ts): each state's tile shaded by the
 * widget's first metric; its name and figure in the tooltip and the tile's accessible label.
 */
export function BrazilTileMap({
  values,
  names,
  format,
}: {
  values: Map<string, number | null>;
  names: Map<string, string>;
  format: (value: number | null) => string;
}) {
  const max = Math.max(0, ...[...values.values()].map((v) => v ?? 0));
  return (
    <Box
      className={classes.tileMap}
      style={{
        gridTemplateColumns: `repeat(${brazilTileColumns}, 1fr)`,
        gridTemplateRows: `repeat(${brazilTileRows}, 1fr)`,
      }}
      role="list"
      data-testid="brazil-map"
    >
      {brazilTiles.map((tile) => {
        const value = values.get(tile.uf) ?? null;
        const shade = tileShade(value, max);
        const label = `${names.get(tile.uf) ?? tile.uf}: ${format(value)}`;
        return (
          <Tooltip key={tile.uf} label={label} withinPortal>
            <Box
              role="listitem"
              aria-label={label}
              className={classes.tile}
              data-uf={tile.uf}
              style={{
                gridColumn: tile.col + 1,
                gridRow: tile.row + 1,
                background:
                  shade > 0
                    ? `color-mix(in srgb, var(--mantine-color-blue-7) ${Math.round(15 + shade * 85)}%, var(--mantine-color-body))`
                    : 'var(--mantine-color-gray-1)',
                color: shade > 0.55 ? 'white' : 'var(--mantine-color-text)',
              }}
            >
              <Text size="xs" fw={600} inherit>
                {tile.uf}
              </Text>
            </Box>
          </Tooltip>
        );
      })}
    </Box>
  );
}
