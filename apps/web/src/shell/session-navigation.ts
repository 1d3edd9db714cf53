import { useRouter } from '@tanstack/react-router';
import { logout, stopImpersonation } from '../session/session-actions';

/** Sign-out and stop-impersonating, each followed by a fresh load of `/` with the new identity. */
export function useSessionNavigation() {
  const router = useRouter();
  const goHome = async () => {
    await router.navigate({ to: '/', replace: true });
    await router.invalidate();
  };
  return {
    logout: async () => {
      await logout();
      await goHome();
    },
    stopImpersonation: async () => {
      await stopImpersonation();
      await goHome();
    },
  };
}
