import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PageLoader } from './components/SquaresLoader';
import { loadAllTranslations } from './i18n';
import { IndexPage } from './routes/index/IndexPage';
import { NotFoundContent, NotFoundPage } from './routes/not-found/NotFoundPage';
import { RouteErrorPage } from './routes/not-found/RouteErrorPage';
import { loadCurrentUser } from './session/load-current-user';
import { sessionStore } from './session/session-store';
import { PublicLayout } from './shell/PublicLayout';
import { feedback } from './shell/feedback-store';
import { useRouteTitle } from './shell/use-route-title';
import './shell/route-title';
import { stringParam } from './routes/search-params';
import { validateMyUsersSearch } from './routes/my-users/search';
import { validateAdvertisersSearch } from './routes/advertisers/search';
import {
  validateAdvertiserPageSearch,
  validateCreateCreativeSearch,
  validateCreativesSearch,
} from './routes/creatives/search';
import { validateAudiencesSearch } from './routes/audiences/search';
import { validateListEntriesSearch, validateListsSearch } from './routes/lists/search';
import { validateFinancesSearch } from './routes/finances/search';
import { requireStaff } from './routes/staff/require-staff';
import { validateStaffPaymentsSearch } from './routes/staff/search';
import { validateStaffUsersSearch } from './routes/staff/users-search';
import { validateStaffDocumentChangesSearch } from './routes/staff/document-changes-search';
import { validateStaffCreativesSearch } from './routes/creatives/staff/staff-creatives-search';
import {
  validateStaffCampaignRequestsSearch,
  validateStaffCampaignsSearch,
} from './routes/staff/campaigns-search';
import { validateStaffPixelsSearch } from './routes/staff/pixels-search';
import { validatePixelsSearch } from './routes/pixels/search';
import { validateCampaignsSearch } from './routes/campaigns/search';
import { validateReportsSearch } from './routes/reports/search';
import { validateDashboardSearch } from './routes/dashboards/search';
import { supportStatuses, type SupportStatus } from '@verba/domain/support/support-statuses';

export interface RouterContext {
  queryClient: QueryClient;
}

const isAuthenticated = () => sessionStore.snapshot().authenticated;

/** Every page: its tab title (one hook, from the route's `staticData.title`), then the page. */
function RootLayout() {
  useRouteTitle();
  return <Outlet />;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/* ─── Public routes (spec §2) ─────────────────────────────────────────────────────────────── */

/** `/`: the landing and login page, or the home inside the app shell when signed in. */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { title: ({ authenticated }) => (authenticated ? 'shell:nav.home' : 'auth:login.submit') },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: stringParam(search.redirect),
  }),
  // Signed out, the login page needs only its own namespaces (the first load); signed in, all.
  loader: () => (isAuthenticated() ? Promise.all([loadAllTranslations(), loadCurrentUser()]) : undefined),
  component: IndexPage,
});

/**
 * `/audiences` (spec §2, no login): the audience catalogue, in the public frame when signed out and
 * in the app shell (with `users/me` loaded) when signed in.
 */
const audiencesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/audiences',
  staticData: { title: 'audiences:title' },
  validateSearch: validateAudiencesSearch,
  loader: () => Promise.all([loadAllTranslations(), isAuthenticated() ? loadCurrentUser() : undefined]),
  component: lazyRouteComponent(() => import('./routes/audiences/AudiencesRoute'), 'AudiencesRoute'),
});

/** Public screens share a light layout: the logo, the language switcher and the global alerts. */
const publicRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  loader: loadAllTranslations,
  component: PublicLayout,
});

const publicRoutes = [
  /**
   * Spec §4, entry into an impersonation by link: the link carries a staff grant and a return page;
   * the page asks the signed-in staff member to confirm (nothing is stored from the link itself).
   */
  createRoute({
    getParentRoute: () => publicRoute,
    path: '/impersonate',
    validateSearch: (search: Record<string, unknown>): { grant?: string; return?: string } => ({
      grant: stringParam(search.grant),
      return: stringParam(search.return),
    }),
    component: lazyRouteComponent(() => import('./routes/impersonate/ImpersonatePage'), 'ImpersonatePage'),
  }),
  createRoute({
    getParentRoute: () => publicRoute,
    path: '/register',
    beforeLoad: () => {
      if (isAuthenticated()) throw redirect({ to: '/' });
    },
    component: lazyRouteComponent(() => import('./routes/register/RegisterPage'), 'RegisterPage'),
  }),
  createRoute({
    getParentRoute: () => publicRoute,
    path: '/two-factor-authentication',
    beforeLoad: () => {
      if (isAuthenticated()) throw redirect({ to: '/' });
    },
    component: lazyRouteComponent(() => import('./routes/auth/TwoFactorPage'), 'TwoFactorPage'),
  }),
  createRoute({
    getParentRoute: () => publicRoute,
    path: '/forgot-password',
    component: lazyRouteComponent(() => import('./routes/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
  }),
  createRoute({
    getParentRoute: () => publicRoute,
    path: '/password/reset/$token',
    validateSearch: (search: Record<string, unknown>): { email?: string } => ({
      email: stringParam(search.email),
    }),
    component: lazyRouteComponent(() => import('./routes/auth/ResetPasswordPage'), 'ResetPasswordPage'),
  }),
  createRoute({
    getParentRoute: () => publicRoute,
    path: '/password/create/$token',
    validateSearch: (search: Record<string, unknown>): { email?: string } => ({
      email: stringParam(search.email),
    }),
    component: lazyRouteComponent(() => import('./routes/auth/CreatePasswordPage'), 'CreatePasswordPage'),
  }),
  // The link of an e-mail change (sent to the new address): signed in or not.
  createRoute({
    getParentRoute: () => publicRoute,
    path: '/confirm-email',
    validateSearch: (search: Record<string, unknown>): { token?: string } => ({
      token: stringParam(search.token),
    }),
    component: lazyRouteComponent(() => import('./routes/auth/ConfirmEmailPage'), 'ConfirmEmailPage'),
  }),
  createRoute({
    getParentRoute: () => publicRoute,
    path: '/terms',
    staticData: { title: 'terms:title' },
    component: lazyRouteComponent(() => import('./routes/terms/TermsPage'), 'TermsPage'),
  }),
  // The public payment page (spec §2): no login, for signed-in users too; the id is unguessable.
  createRoute({
    getParentRoute: () => publicRoute,
    path: '/orders/$id/payment',
    staticData: { title: 'orders:page_title' },
    validateSearch: (search: Record<string, unknown>): { paypal?: 'approve' } =>
      search.paypal === 'approve' ? { paypal: 'approve' } : {},
    component: lazyRouteComponent(() => import('./routes/orders/PaymentPage'), 'PaymentPage'),
  }),
];

/* ─── Authenticated routes (spec §2): the guard, `users/me` and the app shell ──────────────── */

/** Parent of every signed-in screen: unauthenticated visitors are sent to `/`. */
export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: ({ location }) => {
    if (!isAuthenticated()) throw redirect({ to: '/', search: { redirect: location.href } });
  },
  loader: () => Promise.all([loadAllTranslations(), loadCurrentUser()]),
  component: lazyRouteComponent(() => import('./shell/AppLayout'), 'AppLayout'),
});

/*
 * ▼ AUTHENTICATED SCREENS — add one entry per screen, always with `getParentRoute: () => appRoute`
 *   and a lazy component (the login page bundle must stay small), e.g.
 *   createRoute({ getParentRoute: () => appRoute, path: '/settings',
 *                 component: lazyRouteComponent(() => import('./routes/settings/SettingsPage'), 'SettingsPage') }),
 *
 * Screens of later issues are deliberately absent, so they show the not-found page until built:
 *   /dashboards, /dashboards/$id,
 *   /dashboards/advertisers/$id, /meta-oauth-redirect
 */
const authenticatedRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/settings',
    staticData: { title: 'settings:title' },
    component: lazyRouteComponent(() => import('./routes/settings/SettingsPage'), 'SettingsPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/my-users',
    staticData: { title: 'users:title' },
    validateSearch: validateMyUsersSearch,
    component: lazyRouteComponent(() => import('./routes/my-users/MyUsersPage'), 'MyUsersPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/company/edit',
    staticData: { title: 'company:title' },
    component: lazyRouteComponent(() => import('./routes/company/CompanyEditPage'), 'CompanyEditPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/advertisers',
    staticData: { title: 'advertisers:title' },
    validateSearch: validateAdvertisersSearch,
    component: lazyRouteComponent(() => import('./routes/advertisers/AdvertisersPage'), 'AdvertisersPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/advertisers/create',
    staticData: { title: 'advertisers:create.title' },
    component: lazyRouteComponent(
      () => import('./routes/advertisers/AdvertiserCreatePage'),
      'AdvertiserCreatePage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/advertisers/$id',
    validateSearch: validateAdvertiserPageSearch,
    staticData: { title: 'advertisers:detail_title' },
    component: lazyRouteComponent(
      () => import('./routes/advertisers/AdvertiserDetailPage'),
      'AdvertiserDetailPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/creatives',
    staticData: { title: 'creatives:nav' },
    validateSearch: validateCreativesSearch,
    component: lazyRouteComponent(() => import('./routes/creatives/CreativesPage'), 'CreativesPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/advertisers/$id/creatives/create',
    staticData: { title: 'creatives:create.title' },
    validateSearch: validateCreateCreativeSearch,
    component: lazyRouteComponent(
      () => import('./routes/creatives/CreativeCreatePage'),
      'CreativeCreatePage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/advertisers/$id/creatives/$creativeId/edit',
    staticData: { title: 'creatives:edit.title' },
    component: lazyRouteComponent(() => import('./routes/creatives/CreativeEditPage'), 'CreativeEditPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/advertisers/$id/connections',
    staticData: { title: 'connections:title' },
    component: lazyRouteComponent(() => import('./routes/connections/ConnectionsPage'), 'ConnectionsPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/advertisers/$id/connected-accounts',
    staticData: { title: 'connections:connected.title' },
    // ?platform=meta|spotify: which read-only connection's figures (Google Ads without it).
    validateSearch: (search: Record<string, unknown>): { platform?: 'meta' | 'spotify' } =>
      search.platform === 'meta' || search.platform === 'spotify' ? { platform: search.platform } : {},
    component: lazyRouteComponent(
      () => import('./routes/connections/ConnectedAccountsPage'),
      'ConnectedAccountsPage',
    ),
  }),
  // Where Google sends the browser back after consent (spec §2; issue 27).
  createRoute({
    getParentRoute: () => appRoute,
    path: '/google-oauth-redirect',
    staticData: { title: 'connections:redirect.title' },
    component: lazyRouteComponent(
      () => import('./routes/connections/OAuthRedirectPage'),
      'GoogleOAuthRedirectPage',
    ),
  }),
  // Where Facebook Login sends the browser back (spec §2; issue 28).
  createRoute({
    getParentRoute: () => appRoute,
    path: '/meta-oauth-redirect',
    staticData: { title: 'connections:redirect.title' },
    component: lazyRouteComponent(
      () => import('./routes/connections/OAuthRedirectPage'),
      'MetaOAuthRedirectPage',
    ),
  }),
  // Where Spotify sends the browser back after consent (issue 28).
  createRoute({
    getParentRoute: () => appRoute,
    path: '/spotify-oauth-redirect',
    staticData: { title: 'connections:redirect.title' },
    component: lazyRouteComponent(
      () => import('./routes/connections/OAuthRedirectPage'),
      'SpotifyOAuthRedirectPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/advertisers/$id/edit',
    staticData: { title: 'advertisers:edit.title' },
    component: lazyRouteComponent(
      () => import('./routes/advertisers/AdvertiserEditPage'),
      'AdvertiserEditPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/pixels',
    staticData: { title: 'pixels:title' },
    validateSearch: validatePixelsSearch,
    component: lazyRouteComponent(() => import('./routes/pixels/PixelsPage'), 'PixelsPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/pixels/create',
    staticData: { title: 'pixels:create.title' },
    validateSearch: (search: Record<string, unknown>): { advertiser?: string | undefined } => ({
      advertiser: validatePixelsSearch(search).advertiser,
    }),
    component: lazyRouteComponent(() => import('./routes/pixels/PixelCreatePage'), 'PixelCreatePage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/pixels/$id',
    staticData: { title: 'pixels:detail_title' },
    component: lazyRouteComponent(() => import('./routes/pixels/PixelDetailPage'), 'PixelDetailPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/campaigns/import',
    staticData: { title: 'campaigns:import.heading.any' },
    component: lazyRouteComponent(
      () => import('./routes/campaigns/import/CampaignImportPage'),
      'CampaignImportPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/campaigns/google-ads/create',
    staticData: { title: 'campaigns:import.heading.google' },
    component: lazyRouteComponent(
      () => import('./routes/campaigns/import/CampaignImportPage'),
      'CampaignImportPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/campaigns/meta-ads/create',
    staticData: { title: 'campaigns:import.heading.meta' },
    component: lazyRouteComponent(
      () => import('./routes/campaigns/import/CampaignImportPage'),
      'CampaignImportPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/lists',
    staticData: { title: 'lists:title' },
    validateSearch: validateListsSearch,
    component: lazyRouteComponent(() => import('./routes/lists/ListsPage'), 'ListsPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/lists/$id',
    staticData: { title: 'lists:detail_title' },
    validateSearch: validateListEntriesSearch,
    component: lazyRouteComponent(() => import('./routes/lists/ListDetailPage'), 'ListDetailPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/finances',
    staticData: { title: 'finances:title' },
    validateSearch: validateFinancesSearch,
    component: lazyRouteComponent(() => import('./routes/finances/index'), 'FinancesPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/orders/$id/nfse',
    staticData: { title: 'invoices:title' },
    component: lazyRouteComponent(() => import('./routes/orders/nfse/NfsePage'), 'NfsePage'),
  }),
  // Platform staff only (DESIGN §7): everyone else gets the not-found page.
  createRoute({
    getParentRoute: () => appRoute,
    path: '/staff/payments',
    staticData: { title: 'staff:payments.title' },
    validateSearch: validateStaffPaymentsSearch,
    beforeLoad: requireStaff,
    component: lazyRouteComponent(() => import('./routes/staff/StaffPaymentsPage'), 'StaffPaymentsPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/staff/users',
    staticData: { title: 'staff:users.title' },
    validateSearch: validateStaffUsersSearch,
    beforeLoad: requireStaff,
    component: lazyRouteComponent(() => import('./routes/staff/StaffUsersPage'), 'StaffUsersPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/staff/document-changes',
    staticData: { title: 'staff:document_changes.title' },
    validateSearch: validateStaffDocumentChangesSearch,
    beforeLoad: requireStaff,
    component: lazyRouteComponent(
      () => import('./routes/staff/StaffDocumentChangesPage'),
      'StaffDocumentChangesPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/staff/creatives',
    staticData: { title: 'creatives:review.page_title' },
    validateSearch: validateStaffCreativesSearch,
    beforeLoad: requireStaff,
    component: lazyRouteComponent(
      () => import('./routes/creatives/staff/StaffCreativesPage'),
      'StaffCreativesPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/staff/pixels',
    staticData: { title: 'staff:pixels.title' },
    validateSearch: validateStaffPixelsSearch,
    beforeLoad: requireStaff,
    component: lazyRouteComponent(() => import('./routes/staff/StaffPixelsPage'), 'StaffPixelsPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/staff/exchanges',
    staticData: { title: 'exchanges:title' },
    beforeLoad: requireStaff,
    component: lazyRouteComponent(() => import('./routes/staff/StaffExchangesPage'), 'StaffExchangesPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/staff/managed-campaigns',
    staticData: { title: 'manualDelivery:list.title' },
    beforeLoad: requireStaff,
    component: lazyRouteComponent(
      () => import('./routes/staff/managed/StaffManagedCampaignsPage'),
      'StaffManagedCampaignsPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/staff/managed-campaigns/$id',
    staticData: { title: 'manualDelivery:list.title' },
    beforeLoad: requireStaff,
    component: lazyRouteComponent(
      () => import('./routes/staff/managed/StaffManagedCampaignPage'),
      'StaffManagedCampaignPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/staff/delivery',
    staticData: { title: 'delivery:staff.title' },
    beforeLoad: requireStaff,
    component: lazyRouteComponent(
      () => import('./routes/staff/delivery/StaffDeliveryPage'),
      'StaffDeliveryPage',
    ),
  }),
  /* Reports (issue 29): the whole report in the URL. */
  createRoute({
    getParentRoute: () => appRoute,
    path: '/reports',
    staticData: { title: 'reports:title' },
    validateSearch: validateReportsSearch,
    component: lazyRouteComponent(() => import('./routes/reports/ReportsPage'), 'ReportsPage'),
  }),
  /* Dashboards (issue 29, docs/dashboards.md). */
  createRoute({
    getParentRoute: () => appRoute,
    path: '/dashboards',
    staticData: { title: 'dashboards:title' },
    component: lazyRouteComponent(() => import('./routes/dashboards/DashboardsPage'), 'DashboardsPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/dashboards/advertisers/$id',
    staticData: { title: 'dashboards:overview.page_title' },
    validateSearch: validateDashboardSearch,
    component: lazyRouteComponent(
      () => import('./routes/dashboards/AdvertiserOverviewPage'),
      'AdvertiserOverviewPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/dashboards/$id',
    staticData: { title: 'dashboards:board.page_title' },
    validateSearch: validateDashboardSearch,
    component: lazyRouteComponent(() => import('./routes/dashboards/DashboardPage'), 'DashboardPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/staff/dashboard-requests',
    staticData: { title: 'dashboards:staff.title' },
    beforeLoad: requireStaff,
    component: lazyRouteComponent(
      () => import('./routes/staff/StaffDashboardRequestsPage'),
      'StaffDashboardRequestsPage',
    ),
  }),
  /* Campaign list, detail and structure pages (issue 11; the wizard's routes are its own). */
  createRoute({
    getParentRoute: () => appRoute,
    path: '/campaigns',
    staticData: { title: 'campaigns:pages.title' },
    validateSearch: validateCampaignsSearch,
    component: lazyRouteComponent(() => import('./routes/campaigns/CampaignsPage'), 'CampaignsPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/campaigns/$id',
    staticData: { title: 'campaigns:pages.detail.title' },
    component: lazyRouteComponent(
      () => import('./routes/campaigns/CampaignDetailPage'),
      'CampaignDetailPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/staff/campaigns',
    staticData: { title: 'staff:campaigns.title' },
    validateSearch: validateStaffCampaignsSearch,
    beforeLoad: requireStaff,
    component: lazyRouteComponent(() => import('./routes/staff/StaffCampaignsPage'), 'StaffCampaignsPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/staff/campaign-requests',
    staticData: { title: 'staff:campaign_requests.title' },
    validateSearch: validateStaffCampaignRequestsSearch,
    beforeLoad: requireStaff,
    component: lazyRouteComponent(
      () => import('./routes/staff/StaffCampaignRequestsPage'),
      'StaffCampaignRequestsPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/campaigns/$cId/ad-groups/$id',
    staticData: { title: 'campaigns:pages.group.title' },
    component: lazyRouteComponent(() => import('./routes/campaigns/structure/GroupPage'), 'GroupPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/campaigns/$cId/packages/create',
    staticData: { title: 'campaigns:pages.group.create_title' },
    component: lazyRouteComponent(
      () => import('./routes/campaigns/structure/GroupFormPage'),
      'GroupCreatePage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/campaigns/$cId/packages/$id/edit',
    staticData: { title: 'campaigns:pages.group.edit_title' },
    component: lazyRouteComponent(
      () => import('./routes/campaigns/structure/GroupFormPage'),
      'GroupEditPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/campaigns/$cId/packages/$pId/lines/create',
    staticData: { title: 'campaigns:pages.strategy.create_title' },
    component: lazyRouteComponent(
      () => import('./routes/campaigns/structure/StrategyFormPage'),
      'StrategyCreatePage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/campaigns/$cId/lines/$id',
    staticData: { title: 'campaigns:pages.strategy.title' },
    component: lazyRouteComponent(() => import('./routes/campaigns/structure/StrategyPage'), 'StrategyPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/campaigns/$cId/lines/$id/edit',
    staticData: { title: 'campaigns:pages.strategy.edit_title' },
    component: lazyRouteComponent(
      () => import('./routes/campaigns/structure/StrategyFormPage'),
      'StrategyEditPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/campaigns/request',
    staticData: { title: 'campaigns:request.title' },
    component: lazyRouteComponent(
      () => import('./routes/campaigns/CampaignRequestPage'),
      'CampaignRequestPage',
    ),
  }),
  // Help centre and support (issue 31, docs/help-support.md); /ajuda and /suporte are the Portuguese addresses.
  createRoute({
    getParentRoute: () => appRoute,
    path: '/help',
    staticData: { title: 'support:help.title' },
    validateSearch: (search: Record<string, unknown>): { q?: string } => ({ q: stringParam(search.q) }),
    component: lazyRouteComponent(() => import('./routes/help/HelpCenterPage'), 'HelpCenterPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/help/$slug',
    staticData: { title: 'support:help.title' },
    component: lazyRouteComponent(() => import('./routes/help/HelpArticlePage'), 'HelpArticlePage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/ajuda',
    staticData: { title: 'support:help.title' },
    validateSearch: (search: Record<string, unknown>): { q?: string } => ({ q: stringParam(search.q) }),
    beforeLoad: ({ search }) => {
      throw redirect({ to: '/help', search, replace: true });
    },
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/ajuda/$slug',
    staticData: { title: 'support:help.title' },
    beforeLoad: ({ params }) => {
      throw redirect({ to: '/help/$slug', params, replace: true });
    },
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/support',
    staticData: { title: 'support:list.title' },
    validateSearch: (search: Record<string, unknown>): { page?: number; new?: boolean } => {
      const page = Number(search.page);
      return {
        page: Number.isInteger(page) && page > 1 ? page : undefined,
        new: search.new === true || search.new === '1' || search.new === 1 ? true : undefined,
      };
    },
    component: lazyRouteComponent(() => import('./routes/support/SupportPage'), 'SupportPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/support/$id',
    staticData: { title: 'support:detail.title' },
    component: lazyRouteComponent(() => import('./routes/support/SupportRequestPage'), 'SupportRequestPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/suporte',
    staticData: { title: 'support:list.title' },
    beforeLoad: () => {
      throw redirect({ to: '/support', replace: true });
    },
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/staff/support',
    staticData: { title: 'support:staff.title' },
    validateSearch: (
      search: Record<string, unknown>,
    ): { page?: number; status?: SupportStatus; request?: string } => {
      const page = Number(search.page);
      const status = supportStatuses.find((s) => s === search.status && s !== 'open');
      return {
        page: Number.isInteger(page) && page > 1 ? page : undefined,
        status,
        request: stringParam(search.request),
      };
    },
    beforeLoad: requireStaff,
    component: lazyRouteComponent(() => import('./routes/support/StaffSupportPage'), 'StaffSupportPage'),
  }),
];
/* ▲ AUTHENTICATED SCREENS */

/** The campaign wizard (issue 11): every create route but the imports, and `/campaigns/{id}/edit`. */
const wizardCreateSlugs = [
  'programmatic',
  'native-contextual',
  'native-open',
  'native',
  'spotify',
  'youtube',
  'push',
];
const campaignWizardRoutes = [
  ...['/campaigns/create', ...wizardCreateSlugs.map((slug) => `/campaigns/${slug}/create`)].map((path) =>
    createRoute({
      getParentRoute: () => appRoute,
      path,
      staticData: { title: 'campaigns:wizard.title' },
      component: lazyRouteComponent(
        () => import('./routes/campaigns/wizard/CampaignWizardPages'),
        'CampaignCreatePage',
      ),
    }),
  ),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/campaigns/$id/edit',
    staticData: { title: 'campaigns:wizard.edit_title' },
    component: lazyRouteComponent(
      () => import('./routes/campaigns/wizard/CampaignWizardPages'),
      'CampaignEditPage',
    ),
  }),
];

/* Alerts (issue 31): notifications, rules, preferences and WhatsApp. */
const alertRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/alerts',
    staticData: { title: 'alerts:page.title' },
    component: lazyRouteComponent(() => import('./routes/alerts/AlertsPage'), 'AlertsPage'),
  }),
];

const routeTree = rootRoute.addChildren([
  indexRoute,
  audiencesRoute,
  publicRoute.addChildren(publicRoutes),
  appRoute.addChildren([...authenticatedRoutes, ...campaignWizardRoutes, ...alertRoutes]),
]);

export const router = createRouter({
  routeTree,
  context: { queryClient: undefined! },
  scrollRestoration: true,
  defaultPendingComponent: PageLoader,
  defaultErrorComponent: RouteErrorPage,
  defaultNotFoundComponent: NotFoundContent,
});

// Spec §2: global errors are cleared on every navigation; notices live on the page that raised them.
router.subscribe('onBeforeNavigate', () => feedback.clearErrors());
router.subscribe('onResolved', ({ pathChanged }) => pathChanged && feedback.pageChanged());

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
