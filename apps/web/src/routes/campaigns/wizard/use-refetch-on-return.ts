import { useEffect } from 'react';

/**
 * Refetches when the user comes back to this tab: the wizard's "create a creative / a pixel" links
 * open another tab, and what was made there should show here without a reload.
 */
export function useRefetchOnReturn(refetch: () => unknown) {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);
}
