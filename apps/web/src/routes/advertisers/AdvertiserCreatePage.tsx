import { Breadcrumbs, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { AdvertiserForm } from './AdvertiserForm';
import { AnchorLink } from './links';

/** `/advertisers/create` (spec §2). */
export function AdvertiserCreatePage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0} maw={1040}>
      <Breadcrumbs mb="xs">
        <AnchorLink to="/advertisers" size="sm">
          {t('advertisers:title')}
        </AnchorLink>
        <span>{t('advertisers:create.breadcrumb')}</span>
      </Breadcrumbs>
      <PageHeader title={t('advertisers:create.title')} subtitle={t('advertisers:create.subtitle')} />
      <AdvertiserForm />
    </Stack>
  );
}
