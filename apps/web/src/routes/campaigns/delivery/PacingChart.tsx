import { Box, Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatMoney, type Currency } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import type { TodayPacing } from '../../../hooks/api/delivery';

const height = 200;
const pad = { left: 8, right: 8, top: 16, bottom: 22 };
const plotH = height - pad.top - pad.bottom;
const spentColor = 'var(--mantine-color-verba-6, #228be6)';
const targetColor = 'var(--mantine-color-gray-6, #868e96)';

/**
 * Today's pacing as two cumulative lines over the São Paulo day: spent so far (solid, up to the
 * current hour) and the target curve (dashed). Drawn in SVG like the wallet's sparkline, without a
 * charting library in the bundle.
 */
export function PacingChart({ pacing, currency }: { pacing: TodayPacing; currency: Currency }) {
  const { t } = useTranslation();
  // Drawn at the measured width, so labels keep their size on a phone and on a wide screen.
  const { ref, width: measured } = useElementSize();
  const width = Math.max(240, Math.round(measured) || 640);
  const plotW = width - pad.left - pad.right;
  const spent = pacing.hours.flatMap((h) =>
    h.cumulative_spent === null ? [] : [[h.hour, Number(h.cumulative_spent)] as const],
  );
  const target = pacing.hours.flatMap((h) =>
    h.cumulative_target === null ? [] : [[h.hour, Number(h.cumulative_target)] as const],
  );
  const max = Math.max(1, ...spent.map(([, v]) => v), ...target.map(([, v]) => v));
  // Hour h's cumulative value is drawn at the end of the hour; the day starts at zero.
  const x = (hourEnd: number) => pad.left + (hourEnd / 24) * plotW;
  const y = (value: number) => pad.top + plotH - (value / max) * plotH;
  const path = (points: readonly (readonly [number, number])[]) =>
    points.length === 0
      ? ''
      : [`M${x(0)},${y(0)}`, ...points.map(([h, v]) => `L${x(h + 1).toFixed(1)},${y(v).toFixed(1)}`)].join(
          ' ',
        );
  const label = t('delivery:pacing.chart_label', {
    spent: formatMoney(pacing.spent_today, currency),
    target: pacing.target_now === null ? '—' : formatMoney(pacing.target_now, currency),
  });
  return (
    <Box component="figure" m={0} ref={ref}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        style={{ display: 'block' }}
        data-testid="pacing-chart"
      >
        {[0.25, 0.5, 0.75, 1].map((f) => (
          <line
            key={f}
            x1={pad.left}
            x2={width - pad.right}
            y1={y(max * f)}
            y2={y(max * f)}
            stroke="var(--mantine-color-default-border, #dee2e6)"
            strokeWidth={1}
          />
        ))}
        <line x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} stroke={targetColor} strokeWidth={1} />
        {[0, 6, 12, 18, 24].map((h) => (
          <text
            key={h}
            x={x(h)}
            y={height - 6}
            fontSize={11}
            textAnchor={h === 0 ? 'start' : h === 24 ? 'end' : 'middle'}
            fill="var(--mantine-color-dimmed, #868e96)"
          >
            {`${String(h).padStart(2, '0')}h`}
          </text>
        ))}
        <text x={pad.left + 2} y={y(max) - 4} fontSize={11} fill="var(--mantine-color-dimmed, #868e96)">
          {formatMoney(String(Math.round(max)), currency)}
        </text>
        {target.length > 0 && (
          <path d={path(target)} fill="none" stroke={targetColor} strokeWidth={2} strokeDasharray="6 4" />
        )}
        {spent.length > 0 && (
          <path d={path(spent)} fill="none" stroke={spentColor} strokeWidth={2.5} strokeLinejoin="round" />
        )}
      </svg>
      <Group gap="md" mt={4} component="figcaption">
        <Legend color={spentColor} label={t('delivery:pacing.legend_spent')} />
        {target.length > 0 && (
          <Legend color={targetColor} label={t('delivery:pacing.legend_target')} dashed />
        )}
      </Group>
    </Box>
  );
}

function Legend({ color, label, dashed = false }: { color: string; label: string; dashed?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <svg width={20} height={8} aria-hidden>
        <line
          x1={0}
          x2={20}
          y1={4}
          y2={4}
          stroke={color}
          strokeWidth={2.5}
          strokeDasharray={dashed ? '5 3' : undefined}
        />
      </svg>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
