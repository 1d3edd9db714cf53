import { useSyncExternalStore } from 'react';

/** Spec §2: errors as a text, a list, or an object of lists; alerts of success, info or warning. */
export type ErrorPayload = string | string[] | Record<string, string[] | string>;
export type AlertKind = 'success' | 'info' | 'warning';
export interface Alert {
  id: number;
  kind: AlertKind;
  message: string;
}

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
  notify: (kind: AlertKind, message: string) => emit({ ...state, alerts: [...state.alerts, { id: nextId++, kind, message }] }),
  dismissAlert: (id: number) => emit({ ...state, alerts: state.alerts.filter((a) => a.id !== id) }),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => state,
};

export const useFeedback = () => useSyncExternalStore(feedback.subscribe, feedback.snapshot);
