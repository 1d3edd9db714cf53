import { Badge, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { can, type OnboardingStep, type OnboardingStepKey, type RoleSlug } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useHrefLink } from '../../components/use-href-link';
import classes from './HomePage.module.css';

/** Each step: its words, and where to do it for a role that may (else the words say who can). */
const stepDetails: Record<
  OnboardingStepKey,
  { title: string; text: string; href: string; allowed: (role: RoleSlug) => boolean }
> = {
  company_address: {
    title: 'shell:home.steps.company_address.title',
    text: 'shell:home.steps.company_address.text',
    href: '/company/edit',
    allowed: can.editCompany,
  },
  first_advertiser: {
    title: 'shell:home.steps.first_advertiser.title',
    text: 'shell:home.steps.first_advertiser.text',
    href: '/advertisers/create',
    allowed: can.manageAdvertisers,
  },
  add_budget: {
    title: 'shell:home.steps.add_budget.title',
    text: 'shell:home.steps.add_budget.text',
    href: '/finances?tab=payments',
    allowed: can.manageFinance,
  },
  first_campaign: {
    title: 'shell:home.steps.first_campaign.title',
    text: 'shell:home.steps.first_campaign.text',
    href: '/campaigns/create',
    allowed: can.manageAdvertisers,
  },
};

/** The home's checklist of first steps, as the server reads the account's state. */
export function OnboardingChecklist({ steps, role }: { steps: OnboardingStep[]; role: RoleSlug }) {
  const { t } = useTranslation();
  const link = useHrefLink();
  const doneCount = steps.filter((s) => s.done).length;
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="home-steps"
      data-testid="onboarding-checklist"
    >
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} fz="h4" id="home-steps">
          {t('shell:home.steps.title')}
        </Title>
        <Badge variant="light" color={doneCount === steps.length ? 'teal' : 'gray'}>
          {t('shell:home.steps.progress', { done: doneCount, total: steps.length })}
        </Badge>
      </Group>
      <Progress value={(doneCount / steps.length) * 100} size="sm" mb="md" aria-hidden />
      <Stack gap="xs">
        {steps.map((step) => {
          const details = stepDetails[step.key];
          const actionable = !step.done && details.allowed(role);
          const { href, onClick } = link(details.href);
          const body = (
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon variant="transparent" color={step.done ? 'teal' : 'gray'} size={28}>
                {step.done ? <IconCircleCheckFilled size={24} /> : <IconCircleDashed size={24} />}
              </ThemeIcon>
              <Stack gap={2} style={{ flex: 1 }} miw={0}>
                <Text
                  fw={600}
                  td={step.done ? 'line-through' : undefined}
                  c={step.done ? 'dimmed' : undefined}
                >
                  {t(details.title)}
                </Text>
                {!step.done && (
                  <Text size="sm" c="dimmed">
                    {details.allowed(role) ? t(details.text) : t('shell:home.steps.ask_admin')}
                  </Text>
                )}
              </Stack>
              {actionable && <IconArrowRight size={18} className={classes.arrow} aria-hidden />}
            </Group>
          );
          return actionable ? (
            <Card
              key={step.key}
              component="a"
              href={href}
              onClick={onClick}
              withBorder
              padding="sm"
              className={classes.shortcut}
              data-testid={`step-${step.key}`}
              data-done="false"
            >
              {body}
            </Card>
          ) : (
            <Card
              key={step.key}
              withBorder
              padding="sm"
              data-testid={`step-${step.key}`}
              data-done={String(step.done)}
            >
              {body}
            </Card>
          );
        })}
      </Stack>
    </Card>
  );
}
