import type { RouteModule } from '../index';
import { campaignRoutes } from './campaign-routes';
import { campaignStateRoutes } from './campaign-state-routes';
import { campaignStructureRoutes } from './campaign-structure-routes';

/** Everything under /campaigns. */
export const campaignsModule: RouteModule = async (api, deps) => {
  await campaignRoutes(api, deps);
  await campaignStructureRoutes(api, deps);
  await campaignStateRoutes(api, deps);
};
