import { Box, Progress, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stepIndex, wizardSteps, type WizardStep } from './wizard-steps';

/** The steps across the page from `md` up; on a phone, "Step 3 of 7 · Pixels" and a bar. */
export function WizardStepper({ step, onStep }: { step: WizardStep; onStep: (step: WizardStep) => void }) {
  const { t } = useTranslation();
  const active = stepIndex(step);
  return (
    <>
      <Stepper
        visibleFrom="md"
        active={active}
        onStepClick={(index) => onStep(wizardSteps[index]!)}
        size="sm"
        allowNextStepsSelect
      >
        {wizardSteps.map((s) => (
          <Stepper.Step key={s} label={t(`campaigns:wizard.steps.${s}`)} data-testid={`step-${s}`} />
        ))}
      </Stepper>
      <Box hiddenFrom="md">
        <Text size="sm" fw={600}>
          {t('campaigns:wizard.step_of', { number: active + 1, total: wizardSteps.length })} ·{' '}
          {t(`campaigns:wizard.steps.${step}`)}
        </Text>
        <Progress value={((active + 1) / wizardSteps.length) * 100} size="sm" mt={6} aria-hidden />
      </Box>
    </>
  );
}
