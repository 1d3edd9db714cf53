/** Dialog titles as headings. */
export const modalStyles = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };
