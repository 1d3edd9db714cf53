/** A bar's name on one line, cut to fit the axis (the tooltip has it whole). */
export function BarLabel({
  x,
  y,
  payload,
  max,
}: {
  x?: number;
  y?: number;
  payload?: { value?: string };
  max: number;
}) {
  const text = String(payload?.value ?? '');
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fontSize={12} fill="var(--mantine-color-dimmed)">
      {text.length > max ? `${text.slice(0, max - 1)}…` : text}
    </text>
  );
}
