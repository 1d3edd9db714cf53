import { listDateFormatter } from '@verba/domain';
import { useTranslation } from 'react-i18next';

/**
 * The dates of a list's rows (São Paulo days): the day, and the time too where several rows of
 * the page share that day (domain `listDateFormatter`, the rule every list follows).
 */
export function useListDate(values: readonly string[]) {
  const { i18n } = useTranslation();
  return listDateFormatter(values, i18n.language);
}
