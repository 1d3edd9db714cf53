import { describe, expect, it } from 'vitest';
import { issuesOfStep, nextStep, previousStep, resumeStep, stepOfPath } from './wizard-steps';

describe('wizard steps', () => {
  it('sends each rule path to the step that shows its field', () => {
    expect(stepOfPath('objective')).toBe('objective');
    expect(stepOfPath('start_date')).toBe('settings');
    expect(stepOfPath('pixel_id')).toBe('pixels');
    expect(stepOfPath('groups')).toBe('groups');
    expect(stepOfPath('groups.0.budget')).toBe('groups');
    expect(stepOfPath('groups.1.strategies')).toBe('strategies');
    expect(stepOfPath('groups.0.strategies.1.bid.amount')).toBe('strategies');
    expect(stepOfPath('creative_ids')).toBe('creatives');
    expect(stepOfPath('creative_ids.2')).toBe('creatives');
    expect(stepOfPath('_')).toBe('review');
  });

  it("keeps only a step's own issues", () => {
    const issues = [{ path: 'name' }, { path: 'groups.0.name' }, { path: 'budget' }];
    expect(issuesOfStep(issues, 'settings')).toEqual([{ path: 'name' }, { path: 'budget' }]);
    expect(issuesOfStep(issues, 'creatives')).toEqual([]);
  });

  it('resumes at the saved step, or at the settings of a draft without one', () => {
    expect(resumeStep('creatives')).toBe('creatives');
    expect(resumeStep(null)).toBe('settings');
    expect(resumeStep('nonsense')).toBe('settings');
  });

  it('moves within the bounds', () => {
    expect(nextStep('objective')).toBe('settings');
    expect(nextStep('review')).toBe('review');
    expect(previousStep('objective')).toBe('objective');
    expect(previousStep('review')).toBe('creatives');
  });
});
