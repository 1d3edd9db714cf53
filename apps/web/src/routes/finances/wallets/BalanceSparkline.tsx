import { Box } from '@mantine/core';
import type { WalletEntryView } from '../../../hooks/api/wallets';

const width = 240;
const height = 56;

/**
 * The balance after each entry of the page shown, oldest to newest, as a small line: enough to see
 * the trend at a glance without a charting library in the bundle. Hidden below two points.
 */
export function BalanceSparkline({ entries, label }: { entries: WalletEntryView[]; label: string }) {
  if (entries.length < 2) return null;
  const values = [...entries].reverse().map((entry) => Number(BigInt(entry.balance_after)) / 100);
  const min = Math.min(...values, 0);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = values.map((v, i) => [(i / (values.length - 1)) * (width - 4) + 2, height - 4 - ((v - min) / span) * (height - 8)] as const);
  const line = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const area = `${line} L${points[points.length - 1]![0].toFixed(1)},${height} L${points[0]![0].toFixed(1)},${height} Z`;
  const [lastX, lastY] = points[points.length - 1]!;
  return (
    <Box component="figure" m={0} aria-label={label} role="img">
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={{ display: 'block', maxWidth: '100%' }}>
        <path d={area} fill="var(--mantine-color-verba-1, #e7f5ff)" opacity={0.6} />
        <path d={line} fill="none" stroke="var(--mantine-color-verba-6, #228be6)" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
        <circle cx={lastX} cy={lastY} r={3} fill="var(--mantine-color-verba-6, #228be6)" />
      </svg>
    </Box>
  );
}
