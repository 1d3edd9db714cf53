import type { RouteModule } from '../index';
import { passwordRoutes } from './password-routes';
import { registrationRoutes } from './registration-routes';
import { sessionRoutes } from './session-routes';

/** Spec §7 authentication calls: login, register, codes, passwords, logout, users/me. */
export const authRoutes: RouteModule = async (api, deps) => {
  await sessionRoutes(api, deps);
  await registrationRoutes(api, deps);
  await passwordRoutes(api, deps);
};
