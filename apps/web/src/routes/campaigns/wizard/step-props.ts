import type { Currency } from '@verba/domain';
import type { FieldIssue } from './wizard-check';
import type { WizardValues } from './wizard-form';

/** What every step receives: the form, a way to change it, the messages to show, the currency. */
export interface StepProps {
  values: WizardValues;
  change: (next: WizardValues) => void;
  issues: readonly FieldIssue[];
  currency: Currency;
}
