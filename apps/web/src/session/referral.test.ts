import { resetBrowser } from '../testing/browser-globals';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureReferral } from './referral';
import { referralStore } from './storage';

beforeEach(resetBrowser);

describe('captureReferral (spec §1)', () => {
  it('keeps ?ref= for a later sign-up', () => {
    captureReferral('?ref=AMIGO10&utm_source=x');
    expect(referralStore.get()).toBe('AMIGO10');
  });

  it('prefers ?referral_code= and keeps the latest code seen', () => {
    captureReferral('?ref=OLD');
    captureReferral('?referral_code=NEW&ref=OTHER');
    expect(referralStore.get()).toBe('NEW');
  });

  it('leaves a kept code alone when the URL has none', () => {
    captureReferral('?ref=AMIGO10');
    captureReferral('?page=2');
    expect(referralStore.get()).toBe('AMIGO10');
  });
});
