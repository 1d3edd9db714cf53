/** Badge styles that never shorten the label ("C…"): the badge is as wide as its text. */
export const wholeBadgeStyles = {
  root: { maxWidth: 'none', overflow: 'visible', flexShrink: 0 },
  label: { overflow: 'visible' },
} as const;
