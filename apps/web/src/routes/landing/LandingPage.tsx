import type { ComponentType } from 'react';
import {
  Anchor,
  Box,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBell,
  IconBrandGoogle,
  IconBrandMeta,
  IconBrandSpotify,
  IconBrandYoutube,
  IconChartBar,
  IconDeviceDesktop,
  IconNews,
  IconTargetArrow,
  IconWallet,
  type IconProps,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';
import { FeedbackArea } from '../../shell/FeedbackArea';
import { LanguageSwitcher } from '../../shell/LanguageSwitcher';
import { PublicFooter } from '../../shell/PublicLayout';
import { LoginForm } from './LoginForm';
import classes from './LandingPage.module.css';

type Icon = ComponentType<IconProps>;

const channels: { label: string; icon: Icon }[] = [
  { label: 'landing:channels.programmatic', icon: IconDeviceDesktop },
  { label: 'landing:channels.native', icon: IconNews },
  { label: 'landing:channels.push', icon: IconBell },
  { label: 'landing:channels.search', icon: IconBrandGoogle },
  { label: 'landing:channels.meta', icon: IconBrandMeta },
  { label: 'landing:channels.audio', icon: IconBrandSpotify },
  { label: 'landing:channels.youtube', icon: IconBrandYoutube },
];

const features: { title: string; text: string; icon: Icon }[] = [
  { title: 'landing:features.prepaid.title', text: 'landing:features.prepaid.text', icon: IconWallet },
  {
    title: 'landing:features.targeting.title',
    text: 'landing:features.targeting.text',
    icon: IconTargetArrow,
  },
  { title: 'landing:features.reports.title', text: 'landing:features.reports.text', icon: IconChartBar },
];

/** `/` for visitors: what Verba offers and the sign-in card. */
export function LandingPage({ redirectTo }: { redirectTo?: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Logo inverted />
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitcher inverted />
              <Button component={Link} to="/register" variant="white" size="compact-md">
                {t('landing:create_account')}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>

      <Box component="main">
        <section className={classes.hero}>
          <Container size="lg">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} className={classes.heroGrid}>
              <Stack gap="lg" justify="center">
                <Text className={classes.eyebrow}>{t('landing:eyebrow')}</Text>
                <Title order={1} className={classes.claim}>
                  {t('landing:claim')}
                </Title>
                <Text size="lg" className={classes.lead}>
                  {t('landing:lead')}
                </Text>
                <div>
                  <Text size="sm" fw={600} className={classes.channelsTitle}>
                    {t('landing:channels.title')}
                  </Text>
                  <ul className={classes.channels}>
                    {channels.map(({ label, icon: ChannelIcon }) => (
                      <li key={label} className={classes.channel}>
                        <ChannelIcon size={16} aria-hidden />
                        {t(label)}
                      </li>
                    ))}
                  </ul>
                </div>
              </Stack>

              <Paper shadow="xl" radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
                <Title order={2} fz="h3" mb={4}>
                  {t('auth:login.title')}
                </Title>
                <Text c="dimmed" size="sm" mb="lg">
                  {t('auth:login.subtitle')}
                </Text>
                <FeedbackArea />
                <LoginForm redirectTo={redirectTo} />
                <Divider my="lg" />
                <Text size="sm" ta="center">
                  {t('auth:login.no_account')}{' '}
                  <Anchor component={Link} to="/register" fw={600}>
                    {t('landing:create_account')}
                  </Anchor>
                </Text>
              </Paper>
            </SimpleGrid>
          </Container>
        </section>

        <section className={classes.features} aria-labelledby="features-title">
          <Container size="lg">
            <Title order={2} id="features-title" ta="center" mb="xl" fz="h2">
              {t('landing:features.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
              {features.map(({ title, text, icon: FeatureIcon }) => (
                <Stack key={title} gap="sm">
                  <ThemeIcon size={44} radius="md" variant="light">
                    <FeatureIcon size={24} aria-hidden />
                  </ThemeIcon>
                  <Title order={3} fz="h4">
                    {t(title)}
                  </Title>
                  <Text c="dimmed">{t(text)}</Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Container>
        </section>
      </Box>
      <PublicFooter />
    </div>
  );
}
