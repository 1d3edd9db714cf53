import type { RouteModule } from '../index';
import { campaignRoutes } from './campaign-routes';
import { campaignImportRoutes } from './import-routes';
import { campaignStateRoutes } from './campaign-state-routes';
import { campaignStructureRoutes } from './campaign-structure-routes';
import { campaignChannelRoutes } from './campaign-channel-routes';

/** Everything under /campaigns. */
export const campaignsModule: RouteModule = async (api, deps) => {
  await campaignRoutes(api, deps);
  await campaignImportRoutes(api, deps);
  await campaignStructureRoutes(api, deps);
  await campaignStateRoutes(api, deps);
  await campaignChannelRoutes(api, deps);
};
