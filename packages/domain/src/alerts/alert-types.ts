/**
 * Alerts (issue 31, docs/alerts.md): the built-in alert types a prepaid agency needs, and the
 * user-written rule (`rule`). Each type has a severity (critical ones ignore quiet hours) and the
 * channels it uses by default; a user's preference per type × channel overrides the default.
 */
export const builtInAlertTypes = [
  'balance_low',
  'campaign_stalled',
  'pacing_off',
  'rejected',
  'payment',
  'withdrawal_paid',
  'connection_reconnect',
  'report_ready',
] as const;
export type BuiltInAlertType = (typeof builtInAlertTypes)[number];
export const alertTypes = [...builtInAlertTypes, 'rule'] as const;
export type AlertType = (typeof alertTypes)[number];

export const alertSeverities = ['info', 'warning', 'critical'] as const;
export type AlertSeverity = (typeof alertSeverities)[number];

export const alertChannels = ['in_app', 'email', 'whatsapp'] as const;
export type AlertChannel = (typeof alertChannels)[number];

export const alertSeverityOf: Record<BuiltInAlertType, AlertSeverity> = {
  balance_low: 'critical',
  campaign_stalled: 'critical',
  pacing_off: 'warning',
  rejected: 'warning',
  payment: 'info',
  withdrawal_paid: 'info',
  connection_reconnect: 'warning',
  report_ready: 'info',
};

/** Default of a channel for a type when the user set nothing: in-app and e-mail on; WhatsApp on for critical ones. */
export function defaultChannelEnabled(type: AlertType, channel: AlertChannel): boolean {
  if (channel !== 'whatsapp') return true;
  return type !== 'rule' && alertSeverityOf[type] === 'critical';
}

/** Thresholds of the built-in alerts. */
export const builtInThresholds = {
  /** A live campaign with no impressions for this long is stalled. */
  stalledMinutes: 120,
  /** The wallet is low when it lasts fewer days than this at the last 7 days' spend rate. */
  balanceDaysLeft: 3,
  /** Spend rate window for the days left. */
  spendRateDays: 7,
  /** Pacing outside [under, over] of plan (delivered ÷ planned so far). */
  pacingUnder: 0.7,
  pacingOver: 1.3,
} as const;

/** More notifications than this for one user in one evaluation go out as one digest (e-mail, WhatsApp). */
export const digestThreshold = 5;
