import { issueFieldOf } from '@verba/domain';
import type { TFunction } from 'i18next';

/**
 * "Estratégia “Capitais” (grupo “Sudeste”) › Valor do lance" — where a rule issue sits, by the
 * names the user gave (issue 26: a bare "Campo obrigatório." did not say which field). Empty when
 * the path names no field (a rule about the whole campaign).
 */
export function issueWhere(
  path: string,
  groups: readonly { name: string | null; strategies: readonly { name: string | null }[] }[],
  t: TFunction,
): string {
  const field = issueFieldOf(path);
  if (!field) return '';
  const label = t(field.label);
  if (field.group === undefined) return label;
  const group = groups[field.group];
  const groupName = group?.name || t('campaigns:issue_where.group_number', { number: field.group + 1 });
  if (field.strategy === undefined)
    return t('campaigns:issue_where.group', { group: groupName, field: label });
  const strategyName =
    group?.strategies[field.strategy]?.name ||
    t('campaigns:issue_where.strategy_number', { number: field.strategy + 1 });
  return t('campaigns:issue_where.strategy', { group: groupName, strategy: strategyName, field: label });
}
