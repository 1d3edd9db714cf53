import type { RouteModule } from '../index';
import { paymentOrderRoutes } from './company-routes';
import { publicPaymentOrderRoutes } from './public-routes';

/** Everything under /payment-orders and /public/orders. */
export const paymentOrdersModule: RouteModule = async (api, deps) => {
  await paymentOrderRoutes(api, deps);
  await publicPaymentOrderRoutes(api, deps);
};
