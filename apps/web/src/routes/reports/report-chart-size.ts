/** The line chart's height (and its loading placeholder's). */
export const reportChartHeight = 280;
