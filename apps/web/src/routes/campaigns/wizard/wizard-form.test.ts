import { campaignDraftSchema } from '@verba/domain';
import { describe, expect, it } from 'vitest';
import type { CampaignDetail } from '../../../hooks/api/campaigns';
import { checkWizard, fieldIssuesOfServer, stepErrors, withSavedIds } from './wizard-check';
import { dateTextOf, earliestStartDate, isoOfDateText } from './date-text';
import { draftBodyOf, emptyGroup, emptyStrategy, emptyWizardValues, wizardValuesOf } from './wizard-form';

const now = new Date('2026-11-24T12:00:00Z');

const detail: CampaignDetail = {
  id: 'c1',
  advertiser_id: 'a1',
  advertiser_name: 'Loja',
  name: 'Natal',
  type: 'PROGRAMMATIC',
  objective: 'IMPRESSION',
  currency: 'BRL',
  budget: '150000',
  daily_budget: null,
  start_date: '2026-12-01',
  end_date: '2026-12-20',
  pixel_id: null,
  creative_ids: ['cr1'],
  status: 'draft',
  wizard_step: 'groups',
  rejection_reason: null,
  version: 3,
  created_at: '2026-11-24T12:00:00Z',
  updated_at: '2026-11-24T12:00:00Z',
  submitted_at: null,
  reviewed_at: null,
  paused_at: null,
  finished_at: null,
  consolidated_at: null,
  reservation: null,
  actions: { edit: true, manage_structure: true, publish: true, pause: false, activate: false, delete: true },
  groups: [
    {
      id: 'g1',
      name: 'Grupo',
      goal: null,
      start_date: null,
      end_date: null,
      budget: '100000',
      status: 'inactive',
      strategies: [
        {
          id: 's1',
          name: 'Estratégia',
          budget: '50000',
          status: 'inactive',
          audience_ids: ['IAB1'],
          locations: [{ kind: 'state', country: 'BR', state: 'SP' }],
          browsers: [],
          devices: ['MOBILE'],
          environments: [],
          genders: [],
          age_ranges: [],
          list_ids: [],
          content_category_ids: [],
          keywords: [],
          bid: { type: 'CPM', amount: '500' },
          frequency_cap: { count: 3, period: 1, unit: 'DAYS' },
        },
      ],
    },
  ],
  issues: { errors: [], warnings: [] },
};

describe('draft ↔ form', () => {
  it('shows money in reais and sends it back in centavos, unchanged', () => {
    const values = wizardValuesOf(detail);
    expect(values.budget).toBe('R$ 1.500,00');
    expect(values.groups[0]!.strategies[0]!.bid_amount).toBe('R$ 5,00');
    const body = draftBodyOf(values, 'BRL');
    expect(body).toMatchObject({
      type: 'PROGRAMMATIC',
      budget: '150000',
      daily_budget: null,
      end_date: '2026-12-20',
      groups: [
        {
          id: 'g1',
          budget: '100000',
          strategies: [
            {
              id: 's1',
              bid: { type: 'CPM', amount: '500' },
              frequency_cap: { count: 3, period: 1, unit: 'DAYS' },
            },
          ],
        },
      ],
    });
    expect(campaignDraftSchema.safeParse(body).success).toBe(true);
  });

  it('leaves out what is not filled in, and new rows have no id', () => {
    const values = {
      ...emptyWizardValues('SEARCH'),
      groups: [{ ...emptyGroup(), strategies: [emptyStrategy('CPC')] }],
    };
    const body = draftBodyOf(values, 'BRL');
    expect(body.name).toBeUndefined();
    expect(body.budget).toBeUndefined();
    expect(body.groups?.[0]?.id).toBeUndefined();
    expect(body.groups?.[0]?.strategies?.[0]?.bid).toEqual({ type: 'CPC', amount: undefined });
    expect(campaignDraftSchema.safeParse(body).success).toBe(true);
  });

  it('takes the ids the server gave to new rows', () => {
    const values = {
      ...emptyWizardValues('SEARCH'),
      groups: [{ ...emptyGroup(), strategies: [emptyStrategy()] }],
    };
    const next = withSavedIds(values, detail);
    expect(next.groups[0]!.id).toBe('g1');
    expect(next.groups[0]!.strategies[0]!.id).toBe('s1');
    expect(next.groups[0]!.key).toBe(values.groups[0]!.key);
  });
});

describe('step validation', () => {
  it('reports the same rule keys as the server, on the step of their field', () => {
    const values = { ...wizardValuesOf(detail), start_date: '2026-11-25' };
    const check = checkWizard(values, { currency: 'BRL', now });
    expect(stepErrors(check, 'settings')).toEqual([
      { path: 'start_date', key: 'campaigns:rules.START_LEAD_TIME', params: { count: 5 } },
    ]);
    expect(stepErrors(check, 'objective')).toEqual([]);
  });

  it('a bid below the minimum stops the strategies step', () => {
    const values = wizardValuesOf(detail);
    values.groups[0]!.strategies[0]!.bid_amount = 'R$ 1,00';
    const errors = stepErrors(checkWizard(values, { currency: 'BRL', now }), 'strategies');
    expect(errors.map((e) => [e.path, e.key])).toEqual([
      ['groups.0.strategies.0.bid.amount', 'campaigns:rules.BID_BELOW_MINIMUM'],
    ]);
  });

  it('asks for what is missing: advertiser, objective, groups', () => {
    const check = checkWizard(emptyWizardValues('PROGRAMMATIC'), { currency: 'BRL', now });
    expect(stepErrors(check, 'objective').map((e) => e.path)).toEqual(['advertiser_id', 'objective']);
    expect(stepErrors(check, 'groups').map((e) => e.key)).toEqual(['campaigns:rules.GROUPS_REQUIRED']);
  });

  it("places the server's 422 field messages on their paths", () => {
    expect(fieldIssuesOfServer({ 'groups.0.budget': ['Informe um valor maior que zero.'] })).toEqual([
      {
        path: 'groups.0.budget',
        key: 'campaigns:wizard.server_message',
        params: { text: 'Informe um valor maior que zero.' },
      },
    ]);
    expect(fieldIssuesOfServer('boom')).toEqual([]);
  });
});

describe('dates', () => {
  it('writes and reads dates in the language format', () => {
    expect(dateTextOf('2026-11-22', 'pt-BR')).toBe('22/11/2026');
    expect(isoOfDateText('22/11/2026', 'pt-BR')).toBe('2026-11-22');
    expect(isoOfDateText('11/22/2026', 'en')).toBe('2026-11-22');
    expect(isoOfDateText('31/02/2026', 'pt-BR')).toBeUndefined();
    expect(isoOfDateText('22/11', 'pt-BR')).toBeUndefined();
  });

  it('the earliest start follows the type lead time', () => {
    expect(earliestStartDate('PROGRAMMATIC', now)).toBe('2026-11-29');
    expect(earliestStartDate('AUDIO', now)).toBe('2026-11-27');
  });
});
