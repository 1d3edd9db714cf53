import type { MouseEvent } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';

/**
 * Anchor props for an in-app path given as a plain string (navigation lists whose targets are
 * registered by other modules): a real href for new tabs, client-side navigation on a plain click.
 */
export function useHrefLink() {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (href: string) => ({
    href,
    active: href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`),
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void router.navigate({ href });
    },
  });
}
