import { lazy, Suspense } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { PageLoader } from '../../components/SquaresLoader';
import { withAllTranslations } from '../../i18n';
import { useSession } from '../../session/session-store';
import { LandingPage } from '../landing/LandingPage';

// The signed-in side is a separate chunk: the login page loads none of it.
const AuthenticatedHome = lazy(() =>
  withAllTranslations(import('../home/AuthenticatedHome')).then((m) => ({ default: m.AuthenticatedHome })),
);

const route = getRouteApi('/');

/** `/` (spec §2): the home inside the app shell when signed in, otherwise the landing and login page. */
export function IndexPage() {
  const { authenticated } = useSession();
  const { redirect } = route.useSearch();
  if (!authenticated) return <LandingPage redirectTo={redirect} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <AuthenticatedHome />
    </Suspense>
  );
}
