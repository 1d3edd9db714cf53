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
import { IndexPage } from './routes/index/IndexPage';
import { NotFoundContent, NotFoundPage } from './routes/not-found/NotFoundPage';
import { RouteErrorPage } from './routes/not-found/RouteErrorPage';
import { loadCurrentUser } from './session/load-current-user';
import { sessionStore } from './session/session-store';
import { PublicLayout } from './shell/PublicLayout';
import { feedback } from './shell/feedback-store';
import { stringParam } from './routes/search-params';
import { validateMyUsersSearch } from './routes/my-users/search';
import { validateAdvertisersSearch } from './routes/advertisers/search';
import { validateListEntriesSearch, validateListsSearch } from './routes/lists/search';
import { validateFinancesSearch } from './routes/finances/search';
import { requireStaff } from './routes/staff/require-staff';
import { validateStaffPaymentsSearch } from './routes/staff/search';
import { validateStaffUsersSearch } from './routes/staff/users-search';
import { validateStaffDocumentChangesSearch } from './routes/staff/document-changes-search';

export interface RouterContext {
  queryClient: QueryClient;
}

const isAuthenticated = () => sessionStore.snapshot().authenticated;

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});

/* ─── Public routes (spec §2) ─────────────────────────────────────────────────────────────── */

/** `/`: the landing and login page, or the home inside the app shell when signed in. */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: stringParam(search.redirect),
  }),
  loader: () => (isAuthenticated() ? loadCurrentUser() : undefined),
  component: IndexPage,
});

/** Public screens share a light layout: the logo, the language switcher and the global alerts. */
const publicRoute = createRoute({ getParentRoute: () => rootRoute, id: 'public', component: PublicLayout });

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
    component: lazyRouteComponent(() => import('./routes/terms/TermsPage'), 'TermsPage'),
  }),
  // The public payment page (spec §2): no login, for signed-in users too; the id is unguessable.
  createRoute({
    getParentRoute: () => publicRoute,
    path: '/orders/$id/payment',
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
  loader: loadCurrentUser,
  component: lazyRouteComponent(() => import('./shell/AppLayout'), 'AppLayout'),
});

/*
 * ▼ AUTHENTICATED SCREENS — add one entry per screen, always with `getParentRoute: () => appRoute`
 *   and a lazy component (the login page bundle must stay small), e.g.
 *   createRoute({ getParentRoute: () => appRoute, path: '/settings',
 *                 component: lazyRouteComponent(() => import('./routes/settings/SettingsPage'), 'SettingsPage') }),
 *
 * Screens of later issues are deliberately absent, so they show the not-found page until built:
 *   /advertisers, /advertisers/create, /advertisers/$id, /advertisers/$id/edit
 *   /campaigns, /campaigns/request, /campaigns/$id, /campaigns/create, /campaigns/$id/edit,
 *   /campaigns/{programmatic,native-contextual,native-open,native,spotify,youtube,push}/create,
 *   /campaigns/{meta-ads,google-ads}/create, /campaigns/import,
 *   /campaigns/$cId/ad-groups/$id, /campaigns/$cId/packages/create, /campaigns/$cId/packages/$id/edit,
 *   /campaigns/$cId/packages/$pId/lines/create, /campaigns/$cId/lines/$id, /campaigns/$cId/lines/$id/edit
 *   /dashboards, /dashboards/$id, /dashboards/advertisers/$id
 *   /finances, /orders/$id/nfse, /pixels, /reports
 *   /google-oauth-redirect, /meta-oauth-redirect
 *   /audiences — flagged public by the spec: make it a child of `rootRoute` (no guard), not of appRoute
 *   /orders/$id/payment — public payment page: a child of `rootRoute` too
 */
const authenticatedRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/settings',
    component: lazyRouteComponent(() => import('./routes/settings/SettingsPage'), 'SettingsPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/my-users',
    validateSearch: validateMyUsersSearch,
    component: lazyRouteComponent(() => import('./routes/my-users/MyUsersPage'), 'MyUsersPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/company/edit',
    component: lazyRouteComponent(() => import('./routes/company/CompanyEditPage'), 'CompanyEditPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/advertisers',
    validateSearch: validateAdvertisersSearch,
    component: lazyRouteComponent(() => import('./routes/advertisers/AdvertisersPage'), 'AdvertisersPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/advertisers/create',
    component: lazyRouteComponent(
      () => import('./routes/advertisers/AdvertiserCreatePage'),
      'AdvertiserCreatePage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/advertisers/$id',
    component: lazyRouteComponent(
      () => import('./routes/advertisers/AdvertiserDetailPage'),
      'AdvertiserDetailPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/advertisers/$id/edit',
    component: lazyRouteComponent(
      () => import('./routes/advertisers/AdvertiserEditPage'),
      'AdvertiserEditPage',
    ),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/lists',
    validateSearch: validateListsSearch,
    component: lazyRouteComponent(() => import('./routes/lists/ListsPage'), 'ListsPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/lists/$id',
    validateSearch: validateListEntriesSearch,
    component: lazyRouteComponent(() => import('./routes/lists/ListDetailPage'), 'ListDetailPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/finances',
    validateSearch: validateFinancesSearch,
    component: lazyRouteComponent(() => import('./routes/finances/index'), 'FinancesPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/orders/$id/nfse',
    component: lazyRouteComponent(() => import('./routes/orders/nfse/NfsePage'), 'NfsePage'),
  }),
  // Platform staff only (DESIGN §7): everyone else gets the not-found page.
  createRoute({
    getParentRoute: () => appRoute,
    path: '/staff/payments',
    validateSearch: validateStaffPaymentsSearch,
    beforeLoad: requireStaff,
    component: lazyRouteComponent(() => import('./routes/staff/StaffPaymentsPage'), 'StaffPaymentsPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/staff/users',
    validateSearch: validateStaffUsersSearch,
    beforeLoad: requireStaff,
    component: lazyRouteComponent(() => import('./routes/staff/StaffUsersPage'), 'StaffUsersPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/staff/document-changes',
    validateSearch: validateStaffDocumentChangesSearch,
    beforeLoad: requireStaff,
    component: lazyRouteComponent(
      () => import('./routes/staff/StaffDocumentChangesPage'),
      'StaffDocumentChangesPage',
    ),
  }),
];
/* ▲ AUTHENTICATED SCREENS */

const routeTree = rootRoute.addChildren([
  indexRoute,
  publicRoute.addChildren(publicRoutes),
  appRoute.addChildren(authenticatedRoutes),
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
