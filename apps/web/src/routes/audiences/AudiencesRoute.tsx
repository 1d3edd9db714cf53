import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/SquaresLoader';
import { useSession } from '../../session/session-store';
import { PublicLayout } from '../../shell/PublicLayout';
import { AudiencesPage } from './AudiencesPage';

// The app shell is its own chunk: a signed-out visitor loads none of it.
const AppLayout = lazy(() => import('../../shell/AppLayout').then((m) => ({ default: m.AppLayout })));

/** `/audiences` (spec §2, no login): the public frame when signed out, the app shell when signed in. */
export function AudiencesRoute() {
  const { authenticated } = useSession();
  if (!authenticated) {
    return (
      <PublicLayout wide>
        <AudiencesPage />
      </PublicLayout>
    );
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <AppLayout>
        <AudiencesPage />
      </AppLayout>
    </Suspense>
  );
}
