import { useSyncExternalStore } from 'react';

/** Spec §2: errors as a text, a list, or an object of lists; alerts of success, info or warning. */
export type ErrorPayload = string | string[] | Record<string, string[] | string>;
import { alertsAfterNavigation, alertsAfterSessionChange, type Alert, type AlertKind } from './notice-rules';

export type { Alert, AlertKind } from './notice-rules';

interface FeedbackState {
  errors: string[];
  alerts: Alert[];
}

let state: FeedbackState = { errors: [], alerts: [] };
let nextId = 1;
const listeners = new Set<() => void>();
const emit = (next: FeedbackState) => {
  state = next;
  listeners.forEach((l) => l());
};

export function flattenErrors(payload: ErrorPayload): string[] {
  if (typeof payload === 'string') return [payload];
  if (Array.isArray(payload)) return payload;
  return Object.values(payload).flatMap((v) => (Array.isArray(v) ? v : [v]));
}

export const feedback = {
  setErrors: (payload: ErrorPayload) => emit({ ...state, errors: flattenErrors(payload) }),
  clearErrors: () => state.errors.length && emit({ ...state, errors: [] }),
  dismissError: (index: number) => emit({ ...state, errors: state.errors.filter((_, i) => i !== index) }),
  /** `forNextPage` when the action navigates right after: the notice is shown on the page it leads to. */
  notify: (kind: AlertKind, message: string, options: { forNextPage?: boolean } = {}) =>
    emit({
      ...state,
      alerts: [...state.alerts, { id: nextId++, kind, message, forNextPage: options.forNextPage ?? false }],
    }),
  dismissAlert: (id: number) => emit({ ...state, alerts: state.alerts.filter((a) => a.id !== id) }),
  /** The user moved to another page. */
  pageChanged: () => state.alerts.length && emit({ ...state, alerts: alertsAfterNavigation(state.alerts) }),
  /** Signed in or out, or an impersonation started or ended. */
  sessionChanged: () => emit({ errors: [], alerts: alertsAfterSessionChange() }),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => state,
};

export const useFeedback = () => useSyncExternalStore(feedback.subscribe, feedback.snapshot);
