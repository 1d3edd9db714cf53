/** Room above the plot, so the highest y-axis label sits on its grid line instead of being pushed down. */
export const chartMargin = { top: 12, right: 8, bottom: 5, left: 5 };

/** Tighter legend items, so a two-series legend stays on one line on a 390 px phone. */
export const compactLegend = { legendItem: { padding: '4px 6px' } };
