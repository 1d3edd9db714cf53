/** Spec §2: alerts of success, info or warning, and what happens to them as the user moves on. */
export type AlertKind = 'success' | 'info' | 'warning';
export interface Alert {
  id: number;
  kind: AlertKind;
  message: string;
  /** Raised by an action that then navigates (save → detail page): shown on the page it leads to. */
  forNextPage: boolean;
}

/** Success and info notices fade away on their own; a warning waits until the user dismisses it. */
export const autoDismisses = (kind: AlertKind) => kind !== 'warning';

/**
 * A notice belongs to one page: leaving it drops it, except the notices an action raised for the
 * page it navigates to, which now belong to that page.
 */
export const alertsAfterNavigation = (alerts: readonly Alert[]): Alert[] =>
  alerts.filter((a) => a.forNextPage).map((a) => ({ ...a, forNextPage: false }));

/** Signing in or out, or starting or ending an impersonation, drops every notice. */
export const alertsAfterSessionChange = (): Alert[] => [];
