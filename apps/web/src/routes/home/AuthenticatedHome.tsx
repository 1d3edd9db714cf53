import { AppLayout } from '../../shell/AppLayout';
import { HomePage } from './HomePage';

/** `/` when signed in: the home screen inside the app shell. */
export function AuthenticatedHome() {
  return (
    <AppLayout>
      <HomePage />
    </AppLayout>
  );
}
