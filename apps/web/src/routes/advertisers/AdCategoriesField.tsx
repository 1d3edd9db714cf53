import { MultiSelect } from '@mantine/core';
import { advertiserLimits } from '@verba/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdCategories, type AdCategory } from '../../hooks/api/advertisers';

/** Picker groups: one per tier-1 category, itself first, then its tier-2 children. */
export function adCategoryGroups(categories: readonly AdCategory[]) {
  const groups: { group: string; items: { value: string; label: string }[] }[] = [];
  for (const c of categories) {
    if (c.parent_id === null) groups.push({ group: c.name, items: [] });
    groups.at(-1)?.items.push({ value: c.id, label: c.name });
  }
  return groups;
}

/** The advertiser's ad categories: at most 3 of the IAB Content Taxonomy 3.1, tier 1 or 2. */
export function AdCategoriesField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur: () => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const categories = useAdCategories(i18n.language);
  const data = useMemo(() => adCategoryGroups(categories.data ?? []), [categories.data]);
  return (
    <MultiSelect
      label={t('advertisers:form.categories.label')}
      description={t('advertisers:form.categories.hint', { max: advertiserLimits.adCategories })}
      placeholder={value.length === 0 ? t('advertisers:form.categories.placeholder') : undefined}
      data={data}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      maxValues={advertiserLimits.adCategories}
      searchable
      clearable
      hidePickedOptions
      limit={60}
      nothingFoundMessage={t('advertisers:form.categories.nothing_found')}
      error={error}
      data-testid="ad-categories"
    />
  );
}
