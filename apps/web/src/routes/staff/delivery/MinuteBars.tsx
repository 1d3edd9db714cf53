import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

const height = 120;
const bottom = 16;

/**
 * One bar per minute of the last hour (minutes without data are gaps), the highest labelled: enough
 * to see a rate change at a glance. SVG, like the other charts of the app.
 */
export function MinuteBars({
  since,
  points,
  label,
  format,
  testId,
}: {
  since: string;
  points: readonly { minute: string; value: number }[];
  label: string;
  format: (value: number) => string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { ref, width: measured } = useElementSize();
  const width = Math.max(240, Math.round(measured) || 640);
  const start = new Date(since).getTime();
  const max = Math.max(0, ...points.map((p) => p.value));
  const slot = width / 60;
  const plotH = height - bottom - 14;
  return (
    <Box component="figure" m={0} ref={ref}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        data-testid={testId}
        style={{ display: 'block' }}
      >
        <line
          x1={0}
          x2={width}
          y1={height - bottom}
          y2={height - bottom}
          stroke="var(--mantine-color-default-border, #dee2e6)"
        />
        {max > 0 &&
          points.map((p) => {
            const i = Math.floor((new Date(p.minute).getTime() - start) / 60_000);
            if (i < 0 || i >= 60) return null;
            const h = (p.value / max) * plotH;
            return (
              <rect
                key={p.minute}
                x={i * slot + 1}
                y={height - bottom - h}
                width={Math.max(1, slot - 2)}
                height={h}
                rx={1.5}
                fill="var(--mantine-color-verba-6, #228be6)"
              />
            );
          })}
        <text x={2} y={10} fontSize={11} fill="var(--mantine-color-dimmed, #868e96)">
          {format(max)}
        </text>
        <text x={0} y={height - 3} fontSize={11} fill="var(--mantine-color-dimmed, #868e96)">
          {t('delivery:staff.hour_ago')}
        </text>
        <text
          x={width}
          y={height - 3}
          fontSize={11}
          textAnchor="end"
          fill="var(--mantine-color-dimmed, #868e96)"
        >
          {t('delivery:staff.now')}
        </text>
      </svg>
      <Text size="xs" c="dimmed" component="figcaption">
        {label}
      </Text>
    </Box>
  );
}
