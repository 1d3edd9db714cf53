import type { RouteModule } from '../index';
import { campaignRoutes } from './campaign-routes';

/** Everything under /campaigns. */
export const campaignsModule: RouteModule = async (api, deps) => {
  await campaignRoutes(api, deps);
};
