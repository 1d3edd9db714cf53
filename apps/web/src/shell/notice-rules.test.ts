import { describe, expect, it } from 'vitest';
import { alertsAfterNavigation, alertsAfterSessionChange, autoDismisses, type Alert } from './notice-rules';

const alert = (over: Partial<Alert> = {}): Alert => ({
  id: 1,
  kind: 'success',
  message: 'Salvo',
  forNextPage: false,
  ...over,
});

describe('notices (spec §2: success and info are transient, never outliving their page or session)', () => {
  it('success and info notices dismiss themselves; warnings wait for the user', () => {
    expect(autoDismisses('success')).toBe(true);
    expect(autoDismisses('info')).toBe(true);
    expect(autoDismisses('warning')).toBe(false);
  });

  it('a notice raised on a page is gone once the user navigates to another page', () => {
    expect(alertsAfterNavigation([alert(), alert({ id: 2, kind: 'warning' })])).toEqual([]);
  });

  it('a notice raised for the page an action leads to survives that navigation only', () => {
    const [carried] = alertsAfterNavigation([alert({ forNextPage: true }), alert({ id: 2 })]);
    expect(carried).toEqual(alert({ forNextPage: false }));
    expect(alertsAfterNavigation([carried!])).toEqual([]);
  });

  it('no notice outlives the session that raised it', () => {
    expect(alertsAfterSessionChange()).toEqual([]);
  });
});
