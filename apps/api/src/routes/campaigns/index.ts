import type { RouteModule } from '../index';
import { campaignRoutes } from './campaign-routes';
import { campaignImportRoutes } from './import-routes';

/** Everything under /campaigns. */
export const campaignsModule: RouteModule = async (api, deps) => {
  await campaignRoutes(api, deps);
  await campaignImportRoutes(api, deps);
};
