import type { AlertSeverity, AlertType, RuleAction } from '@verba/domain';

/** One alert × object as the evaluator sees it this cycle. */
export interface AlertCondition {
  companyId: string;
  alertType: AlertType;
  /** The rule's id, '' for a built-in alert. */
  ruleKey: string;
  objectType: string;
  objectId: string;
  met: boolean;
  value: number | null;
  severity: AlertSeverity;
  /** What the messages say (names, amounts already formatted, reasons). */
  params: Record<string, string | number>;
  /** Path in the app the notice links to. */
  link: string | null;
  cooldownMinutes: number;
  /** Only these users hear of it (a report's requester); else the company's users who may see it. */
  userIds?: string[];
  /** Finance alerts go to users who manage finances only. */
  financeOnly?: boolean;
  /** Whether the recovery is worth a notice (a campaign delivering again); else resolved silently. */
  announceResolve: boolean;
  /** A rule's action, run once per firing within its limits. */
  action?: { rule: RuleAction; campaignId: string; actorUserId: string | null } | undefined;
}

export const conditionKey = (c: Pick<AlertCondition, 'alertType' | 'ruleKey' | 'objectType' | 'objectId'>) =>
  `${c.alertType}|${c.ruleKey}|${c.objectType}|${c.objectId}`;
