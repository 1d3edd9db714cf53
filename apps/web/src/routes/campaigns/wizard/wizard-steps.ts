import type { RuleIssue } from '@verba/domain';

/** The wizard's steps in order (spec §2); the id is what the draft saves as `wizard_step`. */
export const wizardSteps = [
  'objective',
  'settings',
  'pixels',
  'groups',
  'strategies',
  'creatives',
  'review',
] as const;
export type WizardStep = (typeof wizardSteps)[number];

export const isWizardStep = (value: unknown): value is WizardStep =>
  typeof value === 'string' && (wizardSteps as readonly string[]).includes(value);

/** The step where a draft resumes: the saved one, or the first after the objective. */
export const resumeStep = (saved: string | null | undefined): WizardStep =>
  isWizardStep(saved) ? saved : 'settings';

const campaignFieldStep: Record<string, WizardStep> = {
  type: 'objective',
  advertiser_id: 'objective',
  objective: 'objective',
  name: 'settings',
  budget: 'settings',
  daily_budget: 'settings',
  start_date: 'settings',
  end_date: 'settings',
  pixel_id: 'pixels',
  meta: 'settings',
  groups: 'groups',
  creative_ids: 'creatives',
};

/** The step that shows the field of a rule path (`groups.0.strategies.1.bid.amount` → strategies). */
export function stepOfPath(path: string): WizardStep {
  const segments = path.split('.');
  if (segments[0] === 'groups' && segments.length > 2)
    return segments[2] === 'strategies' ? 'strategies' : 'groups';
  return campaignFieldStep[segments[0] ?? ''] ?? 'review';
}

/** The issues a step shows and must clear before the wizard moves on. */
export const issuesOfStep = <T extends Pick<RuleIssue, 'path'>>(
  issues: readonly T[],
  step: WizardStep,
): T[] => issues.filter((issue) => stepOfPath(issue.path) === step);

export const stepIndex = (step: WizardStep): number => wizardSteps.indexOf(step);
export const nextStep = (step: WizardStep): WizardStep =>
  wizardSteps[Math.min(stepIndex(step) + 1, wizardSteps.length - 1)]!;
export const previousStep = (step: WizardStep): WizardStep => wizardSteps[Math.max(stepIndex(step) - 1, 0)]!;
