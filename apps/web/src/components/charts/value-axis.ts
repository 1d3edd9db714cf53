import type { ReportColumnType } from '@verba/core/reports/report-table';
import { nice, ticks } from 'd3-array';
import { axisMoney, axisRate } from '../../routes/campaigns/delivery/delivery-format';

/**
 * The value axis of the report and dashboard charts, computed here rather than left to recharts
 * (`width: 'auto'` clipped the widest y label and a domain ending at the highest value cut the
 * top point). Pure helpers, no chart library: the chart modules import it, and stay lazy.
 */

/** How many intervals a value axis aims for (d3 picks a round step near it). */
const tickCount = 4;

/**
 * A chart's value axis: a round ("nice") linear domain from zero (or below, for negatives) to a
 * little above the highest value, and its ticks. The 5 % headroom keeps the top point, its dot and
 * the line's stroke inside the plot instead of on (or past) its top edge.
 */
export function valueAxis(values: readonly (number | null)[]): { domain: [number, number]; ticks: number[] } {
  const finite = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  if (low === high) return { domain: [0, 1], ticks: [0, 1] };
  const span = high - low;
  const [from, to] = nice(low < 0 ? low - span * 0.05 : low, high > 0 ? high + span * 0.05 : high, tickCount);
  return { domain: [from, to], ticks: ticks(from, to, tickCount) };
}

/**
 * Room for the y axis: the widest formatted tick, plus the tick size and margin recharts leaves
 * (6 + 2 px) and the 10 px Mantine shifts its y ticks to the left. Measured rather than left to
 * recharts' `width: 'auto'`, which measures before the shift (the widest label then starts 10 px
 * outside the chart and the widget's scrolling body cuts it) and can keep a stale width when the
 * ticks change with the board's range.
 */
export function axisWidth(labels: readonly string[], measure: (text: string) => number): number {
  const widest = Math.max(0, ...labels.map(measure));
  return Math.ceil(widest) + 6 + 2 + 10 + 2;
}

/**
 * An axis tick as the charts write it (pt-BR: "R$ 1.500" whole reais without cents, "2,5%",
 * "15 mil"): money in minor units, rates as fractions, anything else as a compact number.
 */
export const axisTickFormat =
  (type: ReportColumnType, language: string) =>
  (value: number): string =>
    type === 'money'
      ? axisMoney(value, 'BRL')
      : type === 'percent'
        ? axisRate(value, language)
        : new Intl.NumberFormat(language, { notation: 'compact' }).format(value);

let canvas: HTMLCanvasElement | undefined;

/** A text's width in the charts' 12 px tick font (a canvas measure; an estimate off the DOM). */
export function measureTick(text: string): number {
  const context =
    typeof document === 'undefined' ? null : (canvas ??= document.createElement('canvas')).getContext('2d');
  if (!context) return text.length * 7;
  context.font = `12px ${getComputedStyle(document.body).fontFamily}`;
  return context.measureText(text).width;
}
