/**
 * All translations: one JSON file per namespace and locale. pt-BR is the source of truth; the
 * i18n check (scripts/i18n-check.ts) fails on a key missing in a locale or unused in the code.
 * A new namespace: add <ns>.json to each locale folder and one line to `namespaces` below.
 */
import ptCommon from './pt-BR/common.json';
import enCommon from './en/common.json';
import esCommon from './es/common.json';
import ptErrors from './pt-BR/errors.json';
import enErrors from './en/errors.json';
import esErrors from './es/errors.json';
import ptValidation from './pt-BR/validation.json';
import enValidation from './en/validation.json';
import esValidation from './es/validation.json';
import ptEmail from './pt-BR/email.json';
import enEmail from './en/email.json';
import esEmail from './es/email.json';
import ptSettings from './pt-BR/settings.json';
import enSettings from './en/settings.json';
import esSettings from './es/settings.json';
import ptUsers from './pt-BR/users.json';
import enUsers from './en/users.json';
import esUsers from './es/users.json';
import ptCompany from './pt-BR/company.json';
import enCompany from './en/company.json';
import esCompany from './es/company.json';
import ptAdvertisers from './pt-BR/advertisers.json';
import enAdvertisers from './en/advertisers.json';
import esAdvertisers from './es/advertisers.json';
import ptPayments from './pt-BR/payments.json';
import enPayments from './en/payments.json';
import esPayments from './es/payments.json';
import ptOrders from './pt-BR/orders.json';
import enOrders from './en/orders.json';
import esOrders from './es/orders.json';
import ptShell from './pt-BR/shell.json';
import enShell from './en/shell.json';
import esShell from './es/shell.json';
import ptAuth from './pt-BR/auth.json';
import enAuth from './en/auth.json';
import esAuth from './es/auth.json';
import ptLanding from './pt-BR/landing.json';
import enLanding from './en/landing.json';
import esLanding from './es/landing.json';
import ptTerms from './pt-BR/terms.json';
import enTerms from './en/terms.json';
import esTerms from './es/terms.json';
import ptFinances from './pt-BR/finances.json';
import enFinances from './en/finances.json';
import esFinances from './es/finances.json';
import ptInvoices from './pt-BR/invoices.json';
import enInvoices from './en/invoices.json';
import esInvoices from './es/invoices.json';
import ptNotFound from './pt-BR/notFound.json';
import enNotFound from './en/notFound.json';
import esNotFound from './es/notFound.json';
import ptFinancesPayouts from './pt-BR/finances_payouts.json';
import enFinancesPayouts from './en/finances_payouts.json';
import esFinancesPayouts from './es/finances_payouts.json';
import ptSupport from './pt-BR/support.json';
import enSupport from './en/support.json';
import esSupport from './es/support.json';
import ptStaff from './pt-BR/staff.json';
import enStaff from './en/staff.json';
import esStaff from './es/staff.json';
import ptCampaigns from './pt-BR/campaigns.json';
import enCampaigns from './en/campaigns.json';
import esCampaigns from './es/campaigns.json';
import ptCreatives from './pt-BR/creatives.json';
import enCreatives from './en/creatives.json';
import esCreatives from './es/creatives.json';
import ptAudiences from './pt-BR/audiences.json';
import enAudiences from './en/audiences.json';
import esAudiences from './es/audiences.json';
import ptPixels from './pt-BR/pixels.json';
import enPixels from './en/pixels.json';
import esPixels from './es/pixels.json';
import ptLists from './pt-BR/lists.json';
import enLists from './en/lists.json';
import esLists from './es/lists.json';
import ptDelivery from './pt-BR/delivery.json';
import enDelivery from './en/delivery.json';
import esDelivery from './es/delivery.json';
import ptExchanges from './pt-BR/exchanges.json';
import enExchanges from './en/exchanges.json';
import esExchanges from './es/exchanges.json';
import ptExchangeReports from './pt-BR/exchangeReports.json';
import enExchangeReports from './en/exchangeReports.json';
import esExchangeReports from './es/exchangeReports.json';
import ptManualDelivery from './pt-BR/manualDelivery.json';
import enManualDelivery from './en/manualDelivery.json';
import esManualDelivery from './es/manualDelivery.json';
import ptConnections from './pt-BR/connections.json';
import enConnections from './en/connections.json';
import esConnections from './es/connections.json';
import ptReports from './pt-BR/reports.json';
import enReports from './en/reports.json';
import esReports from './es/reports.json';
import ptReportExports from './pt-BR/reportExports.json';
import enReportExports from './en/reportExports.json';
import esReportExports from './es/reportExports.json';
import ptDashboards from './pt-BR/dashboards.json';
import enDashboards from './en/dashboards.json';
import esDashboards from './es/dashboards.json';
import ptAssistant from './pt-BR/assistant.json';
import enAssistant from './en/assistant.json';
import esAssistant from './es/assistant.json';
import ptHome from './pt-BR/home.json';
import enHome from './en/home.json';
import esHome from './es/home.json';
import ptAlerts from './pt-BR/alerts.json';
import enAlerts from './en/alerts.json';
import esAlerts from './es/alerts.json';

export type Tree = { [key: string]: string | Tree };

const namespaces = {
  common: [ptCommon, enCommon, esCommon],
  errors: [ptErrors, enErrors, esErrors],
  validation: [ptValidation, enValidation, esValidation],
  email: [ptEmail, enEmail, esEmail],
  settings: [ptSettings, enSettings, esSettings],
  users: [ptUsers, enUsers, esUsers],
  company: [ptCompany, enCompany, esCompany],
  advertisers: [ptAdvertisers, enAdvertisers, esAdvertisers],
  payments: [ptPayments, enPayments, esPayments],
  orders: [ptOrders, enOrders, esOrders],
  shell: [ptShell, enShell, esShell],
  auth: [ptAuth, enAuth, esAuth],
  landing: [ptLanding, enLanding, esLanding],
  terms: [ptTerms, enTerms, esTerms],
  notFound: [ptNotFound, enNotFound, esNotFound],
  finances: [ptFinances, enFinances, esFinances],
  invoices: [ptInvoices, enInvoices, esInvoices],
  finances_payouts: [ptFinancesPayouts, enFinancesPayouts, esFinancesPayouts],
  staff: [ptStaff, enStaff, esStaff],
  campaigns: [ptCampaigns, enCampaigns, esCampaigns],
  creatives: [ptCreatives, enCreatives, esCreatives],
  audiences: [ptAudiences, enAudiences, esAudiences],
  pixels: [ptPixels, enPixels, esPixels],
  lists: [ptLists, enLists, esLists],
  delivery: [ptDelivery, enDelivery, esDelivery],
  exchanges: [ptExchanges, enExchanges, esExchanges],
  exchangeReports: [ptExchangeReports, enExchangeReports, esExchangeReports],
  manualDelivery: [ptManualDelivery, enManualDelivery, esManualDelivery],
  connections: [ptConnections, enConnections, esConnections],
  reports: [ptReports, enReports, esReports],
  reportExports: [ptReportExports, enReportExports, esReportExports],
  support: [ptSupport, enSupport, esSupport],
  dashboards: [ptDashboards, enDashboards, esDashboards],
  assistant: [ptAssistant, enAssistant, esAssistant],
  home: [ptHome, enHome, esHome],
  alerts: [ptAlerts, enAlerts, esAlerts],
} satisfies Record<string, [Tree, Tree, Tree]>;

export type Namespace = keyof typeof namespaces;
type Resources = Record<'pt-BR' | 'en' | 'es', Record<Namespace, Tree>>;

function build(): Resources {
  const out = { 'pt-BR': {}, en: {}, es: {} } as Resources;
  for (const [ns, [pt, en, es]] of Object.entries(namespaces) as [Namespace, [Tree, Tree, Tree]][]) {
    out['pt-BR'][ns] = pt;
    out.en[ns] = en;
    out.es[ns] = es;
  }
  return out;
}

export const resources = build();
