import type { FastifyInstance } from 'fastify';
import type { Deps } from '@verba/core';
import { authRoutes } from './auth';
import { advertisersModule } from './advertisers';
import { usersRoutes } from './users';
import { companyRoutes } from './company';
import { addressesRoutes } from './addresses';
import { impersonationRoutes } from './impersonation';
import { paymentOrdersModule } from './payment-orders';
import { webhookRoutes } from './webhooks';
import { bankAccountRoutes } from './bank-accounts';
import { withdrawalRoutes } from './withdrawals';
import { invoicesModule } from './invoices';
import { walletsModule } from './wallets';
import { staffRoutes } from './staff';
import { publicConfigRoutes } from './public-config';
import { creativesModule } from './creatives';
import { audiencesModule } from './audiences';
import { locationRoutes } from './locations';
import { pixelRoutes } from './pixels';
import { homeRoutes } from './home';
import { customListsModule } from './custom-lists';
import { campaignReviewRoutes } from './campaign-review';
import { campaignsModule } from './campaigns';
import { deliveryRoutes } from './delivery';
import { connectionsRoutes } from './connections';
import { connectedAccountsRoutes } from './connected-accounts';
import { reportExportRoutes } from './report-exports';
import { reportsRoutes } from './reports';
import { supportRoutes } from './support';
import { dashboardRoutes } from './dashboards';
import { assistantRoutes } from './assistant';
import { alertRoutes } from './alerts';

export type RouteModule = (api: FastifyInstance, deps: Deps) => Promise<void> | void;

/**
 * Every API route module, mounted under /api/v1. Add yours here. Inside a module, use
 * `api.withTypeProvider<ZodTypeProvider>()` so zod schemas type and validate the request.
 */
export const apiRoutes: RouteModule[] = [
  authRoutes,
  advertisersModule,
  usersRoutes,
  companyRoutes,
  addressesRoutes,
  impersonationRoutes,
  paymentOrdersModule,
  webhookRoutes,
  bankAccountRoutes,
  withdrawalRoutes,
  invoicesModule,
  walletsModule,
  staffRoutes,
  publicConfigRoutes,
  creativesModule,
  audiencesModule,
  locationRoutes,
  pixelRoutes,
  homeRoutes,
  customListsModule,
  campaignReviewRoutes,
  campaignsModule,
  deliveryRoutes,
  connectionsRoutes,
  connectedAccountsRoutes,
  reportExportRoutes,
  reportsRoutes,
  supportRoutes,
  dashboardRoutes,
  assistantRoutes,
  alertRoutes,
];
