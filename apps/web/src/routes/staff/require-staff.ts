import { notFound, rootRouteId } from '@tanstack/react-router';
import { loadCurrentUser } from '../../session/load-current-user';

/**
 * Route guard of the staff back office: anyone but platform staff (users.is_staff; an
 * impersonated user is not) sees the not-found page of any unknown path, and the API answers 403.
 */
export async function requireStaff() {
  const user = await loadCurrentUser();
  if (!user.is_staff) throw notFound({ routeId: rootRouteId });
}
