import { describe, expect, it } from 'vitest';
import { nextAlertState, isQuietTime, saoPauloMinuteOfDay } from './state-machine';
import { ruleConditionMet, ruleMetricValue, alertRuleInputSchema } from './rules';
import { isOptOutReply, normalizeBrazilianMobile } from './whatsapp';

const now = new Date('2026-11-22T15:00:00Z');

describe('alert state machine', () => {
  it('fires once, stays quiet while firing, resolves on recovery', () => {
    const first = nextAlertState({ previous: 'ok', conditionMet: true, now });
    expect(first).toEqual({ state: 'firing', notify: 'fire' });
    expect(nextAlertState({ previous: 'firing', conditionMet: true, now })).toEqual({ state: 'firing', notify: null });
    expect(nextAlertState({ previous: 'firing', conditionMet: false, now })).toEqual({ state: 'resolved', notify: 'resolve' });
    expect(nextAlertState({ previous: 'ok', conditionMet: false, now })).toEqual({ state: 'ok', notify: null });
  });
  it('fires again after a resolution only once the cooldown has passed', () => {
    const resolvedAt = new Date(now.getTime() - 30 * 60_000);
    expect(nextAlertState({ previous: 'resolved', conditionMet: true, now, resolvedAt, cooldownMinutes: 60 }).notify).toBeNull();
    expect(nextAlertState({ previous: 'resolved', conditionMet: true, now, resolvedAt, cooldownMinutes: 20 }).notify).toBe('fire');
  });
});

describe('quiet hours', () => {
  it('handles a window across midnight and the São Paulo day', () => {
    expect(isQuietTime({ minuteOfDay: 23 * 60, start: 22 * 60, end: 7 * 60 })).toBe(true);
    expect(isQuietTime({ minuteOfDay: 6 * 60, start: 22 * 60, end: 7 * 60 })).toBe(true);
    expect(isQuietTime({ minuteOfDay: 12 * 60, start: 22 * 60, end: 7 * 60 })).toBe(false);
    expect(isQuietTime({ minuteOfDay: 12 * 60, start: null, end: null })).toBe(false);
    expect(saoPauloMinuteOfDay(new Date('2026-11-22T02:30:00Z'))).toBe(23 * 60 + 30);
  });
});

describe('rules', () => {
  const totals = { impressions: 10_000, clicks: 50, conversions: 2, spendMicros: 120_000_000n };
  it('computes metrics in reais and percent, null when undefined', () => {
    expect(ruleMetricValue('cpa', totals)).toBe(60);
    expect(ruleMetricValue('cpc', totals)).toBe(2.4);
    expect(ruleMetricValue('ctr', totals)).toBe(0.5);
    expect(ruleMetricValue('cpm', totals)).toBe(12);
    expect(ruleMetricValue('cpa', { ...totals, conversions: 0 })).toBeNull();
  });
  it('honours the minimum-spend guard', () => {
    const rule = { metric: 'cpa' as const, comparison: 'gt' as const, threshold: 50, minSpendMicros: 0n };
    expect(ruleConditionMet(rule, totals).met).toBe(true);
    expect(ruleConditionMet({ ...rule, minSpendMicros: 200_000_000n }, totals).met).toBe(false);
  });
  it('requires the scope object unless the scope is the company', () => {
    const base = { name: 'CPA alto', metric: 'cpa', comparison: 'gt', threshold: 50, window_minutes: 60 };
    expect(alertRuleInputSchema.safeParse({ ...base, scope_type: 'campaign' }).success).toBe(false);
    expect(alertRuleInputSchema.safeParse({ ...base, scope_type: 'company' }).success).toBe(true);
  });
});

describe('WhatsApp', () => {
  it('normalises Brazilian mobiles and recognises SAIR', () => {
    expect(normalizeBrazilianMobile('(11) 98765-4321')).toBe('5511987654321');
    expect(normalizeBrazilianMobile('+55 11 98765-4321')).toBe('5511987654321');
    expect(normalizeBrazilianMobile('11 3333-4444')).toBeNull();
    expect(isOptOutReply(' sair! ')).toBe(true);
    expect(isOptOutReply('SAÍR')).toBe(true);
    expect(isOptOutReply('sair da reunião')).toBe(false);
  });
});
