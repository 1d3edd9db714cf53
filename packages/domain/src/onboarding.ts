import type { Currency } from './formats';

/** The first steps of a new account, in order (the home page's checklist). */
export const onboardingStepKeys = [
  'company_address',
  'first_advertiser',
  'add_budget',
  'first_campaign',
] as const;
export type OnboardingStepKey = (typeof onboardingStepKeys)[number];

export interface OnboardingStep {
  key: OnboardingStepKey;
  done: boolean;
}

export interface AccountState {
  /** The company's address as stored (empty after sign-up). */
  companyAddress: {
    zipcode: string;
    street: string;
    number: string;
    neighborhood: string;
    city: string;
    state: string;
  };
  advertisers: number;
  /** Orders that were ever paid (the budget arrived at least once). */
  paidOrders: number;
  /** The company's campaigns (drafts included). */
  campaigns: number;
}

/** An address the NFS-e can carry: every required part filled (the complement is optional). */
export const isAddressComplete = (address: AccountState['companyAddress']) =>
  [address.zipcode, address.street, address.number, address.neighborhood, address.city, address.state].every(
    (part) => part.trim() !== '',
  );

/**
 * The checklist of the home page, following the account's state: complete the company address
 * (needed to issue NFS-e), create the first advertiser, add budget, and create the first campaign.
 */
export function onboardingSteps(state: AccountState): OnboardingStep[] {
  const steps: OnboardingStep[] = [
    { key: 'company_address', done: isAddressComplete(state.companyAddress) },
    { key: 'first_advertiser', done: state.advertisers > 0 },
    { key: 'add_budget', done: state.paidOrders > 0 },
    { key: 'first_campaign', done: state.campaigns > 0 },
  ];
  return steps;
}

/** `GET home`: the checklist, and the balances for those who see finances (null otherwise). */
export interface HomeView {
  steps: OnboardingStep[];
  balances: {
    company_wallet: string;
    available_for_campaigns: { currency: Currency; amount: string }[];
    inactive_advertisers: { currency: Currency; amount: string }[];
    inactive_advertisers_count: number;
  } | null;
}

/** `GET staff/home`: what waits for the platform staff. */
export interface StaffHomeView {
  deposits_waiting: number;
  document_changes_pending: number;
}
