import type { RouteModule } from '../index';
import { customListImportRoutes } from './import-routes';
import { customListRoutes } from './list-routes';

/** Everything under /custom-lists. */
export const customListsModule: RouteModule = async (api, deps) => {
  await customListRoutes(api, deps);
  await customListImportRoutes(api, deps);
};
