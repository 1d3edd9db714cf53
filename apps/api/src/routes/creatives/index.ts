import type { RouteModule } from '../index';
import { creativeAssetRoutes } from './asset-routes';
import { creativeRoutes } from './creative-routes';
import { staffCreativeRoutes } from './staff-routes';

/** Creatives, their files, and the staff's review of them (issue 10). */
export const creativesModule: RouteModule = async (api, deps) => {
  await creativeRoutes(api, deps);
  await creativeAssetRoutes(api, deps);
  await staffCreativeRoutes(api, deps);
};
