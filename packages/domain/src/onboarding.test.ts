import { describe, expect, it } from 'vitest';
import { onboardingSteps, type AccountState } from './onboarding';

const emptyAddress = { zipcode: '', street: '', number: '', neighborhood: '', city: '', state: '' };
const address = {
  zipcode: '01310100',
  street: 'Av. Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
const fresh: AccountState = { companyAddress: emptyAddress, advertisers: 0, paidOrders: 0, campaigns: 0 };

describe('onboardingSteps', () => {
  it('starts a new account with every step to do', () => {
    expect(onboardingSteps(fresh)).toEqual([
      { key: 'company_address', done: false },
      { key: 'first_advertiser', done: false },
      { key: 'add_budget', done: false },
      { key: 'first_campaign', done: false },
    ]);
  });

  it('follows the account: address complete, an advertiser, a paid order', () => {
    const steps = onboardingSteps({
      ...fresh,
      companyAddress: address,
      advertisers: 2,
      paidOrders: 1,
      campaigns: 1,
    });
    expect(steps.every((s) => s.done)).toBe(true);
  });

  it('needs every part of the address but the complement', () => {
    expect(onboardingSteps({ ...fresh, companyAddress: { ...address, number: ' ' } })[0]!.done).toBe(false);
  });
});
