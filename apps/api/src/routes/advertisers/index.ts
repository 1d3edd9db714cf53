import type { RouteModule } from '../index';
import { advertiserRoutes } from './advertiser-routes';
import { advertiserLogoRoutes } from './logo-routes';

/** Everything under /advertisers. */
export const advertisersModule: RouteModule = async (api, deps) => {
  await advertiserRoutes(api, deps);
  await advertiserLogoRoutes(api, deps);
};
