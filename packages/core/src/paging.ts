/** The `meta` of a paged list (DESIGN §4): at least one page, even when empty. */
export function pageMeta({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
