import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Each clause as its title and text keys (full literals, so the i18n check sees them used). */
const clauses = [
  ['terms:clauses.service.title', 'terms:clauses.service.text'],
  ['terms:clauses.account.title', 'terms:clauses.account.text'],
  ['terms:clauses.prepaid.title', 'terms:clauses.prepaid.text'],
  ['terms:clauses.campaigns.title', 'terms:clauses.campaigns.text'],
  ['terms:clauses.content.title', 'terms:clauses.content.text'],
  ['terms:clauses.billing.title', 'terms:clauses.billing.text'],
  ['terms:clauses.data.title', 'terms:clauses.data.text'],
  ['terms:clauses.metrics.title', 'terms:clauses.metrics.text'],
  ['terms:clauses.termination.title', 'terms:clauses.termination.text'],
  ['terms:clauses.liability.title', 'terms:clauses.liability.text'],
] as const;

/** `/terms`: the terms of use of the platform. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} component="article">
      <Title order={1} fz="h2">
        {t('terms:title')}
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="lg">
        {t('terms:updated')}
      </Text>
      <Text mb="xl">{t('terms:intro')}</Text>
      <Stack gap="lg">
        {clauses.map(([title, text], index) => (
          <section key={title}>
            <Title order={2} fz="h4" mb={6}>
              {index + 1}. {t(title)}
            </Title>
            <Text c="gray.8" style={{ lineHeight: 1.65 }}>
              {t(text)}
            </Text>
          </section>
        ))}
      </Stack>
    </Paper>
  );
}
