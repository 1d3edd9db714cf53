import { useSyncExternalStore } from 'react';
import { impersonationFlag, tokenStore } from './storage';

/** Spec §3 Session: authenticated and impersonating flags, the registration step and the user's e-mail. */
export type RegistrationStep = 'form' | 'code';
export interface SessionState {
  authenticated: boolean;
  impersonating: boolean;
  registrationStep: RegistrationStep;
  /** The e-mail being confirmed (registration) or signing in with a second factor. */
  email: string;
  /** The challenge id of the password step of a 2FA sign-in, sent with the code and resends. */
  twoFactorChallenge: string;
}

/** The pending step survives a reload of the code screens, but not the browser tab. */
const PENDING = 'verba.pending';

type PendingStep = Pick<SessionState, 'registrationStep' | 'email' | 'twoFactorChallenge'>;

function readPending(): PendingStep {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(PENDING) ?? 'null') as Partial<SessionState> | null;
    return {
      registrationStep: parsed?.registrationStep === 'code' ? 'code' : 'form',
      email: typeof parsed?.email === 'string' ? parsed.email : '',
      twoFactorChallenge: typeof parsed?.twoFactorChallenge === 'string' ? parsed.twoFactorChallenge : '',
    };
  } catch {
    return { registrationStep: 'form', email: '', twoFactorChallenge: '' };
  }
}

function read(): SessionState {
  return {
    authenticated: tokenStore.get() !== null,
    impersonating: impersonationFlag.get(),
    ...readPending(),
  };
}

let state = read();
const listeners = new Set<() => void>();

function emit() {
  const next = read();
  if (
    next.authenticated === state.authenticated &&
    next.impersonating === state.impersonating &&
    next.registrationStep === state.registrationStep &&
    next.email === state.email &&
    next.twoFactorChallenge === state.twoFactorChallenge
  )
    return;
  state = next;
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  snapshot: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-reads the storage after tokens changed. */
  refresh: emit,
  setPending: (registrationStep: RegistrationStep, email: string, twoFactorChallenge = '') => {
    const pending: PendingStep = { registrationStep, email, twoFactorChallenge };
    sessionStorage.setItem(PENDING, JSON.stringify(pending));
    emit();
  },
  clearPending: () => {
    sessionStorage.removeItem(PENDING);
    emit();
  },
};

// Another tab signing in or out changes the tokens under us.
window.addEventListener('storage', () => emit());

export const useSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.snapshot);
