/** An audience size as ads platforms write it: "1,2 mi" (pt-BR), "1.2M" (en), "1,2 M" (es). */
export function formatReach(people: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(people);
}
