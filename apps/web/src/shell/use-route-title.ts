import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-store';
import { routeTitleKey } from './route-title';

/**
 * The one place tab titles are set: `Name · Verba` from the deepest matched route's
 * `staticData.title`, in the UI's language (it follows a language change). Routes without one
 * (the sign-in cards, the not-found page) set theirs with useDocumentTitle.
 */
export function useRouteTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const { authenticated } = useSession();
  const key = routeTitleKey(matches, { authenticated });
  const title = key ? t(key) : undefined;
  useEffect(() => {
    if (title) document.title = `${title} · Verba`;
  }, [title]);
}
