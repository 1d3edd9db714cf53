import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdCategories } from '../../hooks/api/advertisers';

/** The advertiser's ad categories by name, a tier-2 one under its tier 1 ("Automotive › Auto Rentals"); — for none. */
export function AdCategoryNames({ ids }: { ids: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const categories = useAdCategories(i18n.language);
  if (ids.length === 0) return <span>{t('advertisers:details.ad_categories_none')}</span>;
  const byId = new Map((categories.data ?? []).map((c) => [c.id, c]));
  return (
    <Stack gap={0} data-testid="ad-category-names">
      {ids.map((id) => {
        const category = byId.get(id);
        const parent = category?.parent_id ? byId.get(category.parent_id) : undefined;
        return (
          <span key={id}>{category ? [parent?.name, category.name].filter(Boolean).join(' › ') : id}</span>
        );
      })}
    </Stack>
  );
}
