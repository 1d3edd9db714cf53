import { referralStore } from './storage';

const maxLength = 64;

/** Spec §1: `?ref=` or `?referral_code=` in any URL is kept for a later sign-up. */
export function captureReferral(search: string) {
  const params = new URLSearchParams(search);
  const code = (params.get('referral_code') ?? params.get('ref'))?.trim();
  if (code && code.length <= maxLength) referralStore.set(code);
}
