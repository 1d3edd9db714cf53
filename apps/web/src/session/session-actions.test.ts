import { fakeFetch, resetBrowser, browser } from '../testing/browser-globals';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { queryClient } from '../query-client';
import {
  authenticateTwoFactor,
  login,
  logout,
  resendTwoFactorCode,
  redeemImpersonationGrant,
  stopImpersonation,
} from './session-actions';
import { feedback } from '../shell/feedback-store';
import { sessionStore } from './session-store';
import { impersonationFlag, tokenStore } from './storage';

vi.mock('../i18n', () => ({ applyUserLanguage: vi.fn(async () => undefined) }));

const user = (over: Record<string, unknown> = {}) => ({
  id: 'u1',
  name: 'Ana',
  email: 'ana@example.com',
  is_email_verified: true,
  use_2fa: false,
  language: 'pt_BR',
  ...over,
});
const me = {
  ...user(),
  role: 'manager',
  company: { id: 'c1', legal_name: 'Ana Ltda', trade_name: null, kind: 'agency' },
};

beforeEach(() => {
  resetBrowser();
  queryClient.clear();
  sessionStore.clearPending();
  sessionStore.refresh();
});

describe('login (spec §4)', () => {
  it('stores the token, loads the user and authenticates the session', async () => {
    const calls = fakeFetch([
      [200, { data: { user: user(), access_token: 'tok-1' } }],
      [200, { data: me }],
    ]);
    await expect(login({ email: 'ana@example.com', password: 'x' })).resolves.toBe('signed_in');
    expect(tokenStore.get()).toBe('tok-1');
    expect(sessionStore.snapshot().authenticated).toBe(true);
    expect(calls[1]).toMatchObject({
      url: 'http://verba.test/api/v1/users/me',
      headers: { authorization: 'Bearer tok-1' },
    });
  });

  it('stores no token when the user has two-factor authentication, and keeps the e-mail and the challenge for the code', async () => {
    fakeFetch([[200, { data: { user: user({ use_2fa: true }), challenge_id: 'challenge-1' } }]]);
    await expect(login({ email: 'ana@example.com', password: 'x' })).resolves.toBe('two_factor');
    expect(tokenStore.get()).toBeNull();
    expect(sessionStore.snapshot()).toMatchObject({
      authenticated: false,
      email: 'ana@example.com',
      twoFactorChallenge: 'challenge-1',
    });
    // The code screen survives a reload of the tab.
    expect(JSON.parse(sessionStorage.getItem('verba.pending')!)).toMatchObject({
      twoFactorChallenge: 'challenge-1',
    });
  });

  it('sends an unconfirmed user to the e-mail code step of the registration', async () => {
    fakeFetch([[200, { data: { user: user({ is_email_verified: false }) } }]]);
    await expect(login({ email: 'ana@example.com', password: 'x' })).resolves.toBe('verify_email');
    expect(sessionStore.snapshot()).toMatchObject({
      authenticated: false,
      registrationStep: 'code',
      email: 'ana@example.com',
    });
  });

  it('rejects with the server errors and stores nothing', async () => {
    fakeFetch([[422, { errors: { email: ['E-mail ou senha incorretos.'] }, code: 'INVALID_CREDENTIALS' }]]);
    await expect(login({ email: 'ana@example.com', password: 'x' })).rejects.toMatchObject({
      status: 422,
      code: 'INVALID_CREDENTIALS',
    });
    expect(tokenStore.get()).toBeNull();
  });
});

describe('two-factor code step (spec §7)', () => {
  it('sends the challenge of the password step with a resend and with the code, then signs in', async () => {
    sessionStore.setPending('form', 'ana@example.com', 'challenge-1');
    const calls = fakeFetch([
      [200, { data: { email: 'ana@example.com' } }],
      [200, { data: { user: user({ use_2fa: true }), access_token: 'tok-2' } }],
      [200, { data: me }],
    ]);
    await resendTwoFactorCode('ana@example.com', 'challenge-1');
    await authenticateTwoFactor('ana@example.com', 'challenge-1', '123456');
    expect(calls[0]).toMatchObject({
      url: 'http://verba.test/api/v1/two-factor-authentication/request',
      body: { email: 'ana@example.com', challenge_id: 'challenge-1' },
    });
    expect(calls[1]).toMatchObject({
      url: 'http://verba.test/api/v1/two-factor-authentication/authenticate',
      body: { email: 'ana@example.com', challenge_id: 'challenge-1', code: '123456' },
    });
    expect(tokenStore.get()).toBe('tok-2');
    expect(sessionStore.snapshot()).toMatchObject({ authenticated: true, email: '', twoFactorChallenge: '' });
  });
});

describe('logout', () => {
  it('revokes the token on the server and forgets every token, even when the call fails', async () => {
    tokenStore.set('tok-1');
    const calls = fakeFetch([[500, null]]);
    await logout();
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'http://verba.test/api/v1/logout' });
    expect(tokenStore.get()).toBeNull();
    expect(sessionStore.snapshot().authenticated).toBe(false);
  });

  it('drops the notices of the session it ends (spec §2)', async () => {
    tokenStore.set('tok-1');
    feedback.notify('success', 'Verificação em duas etapas ativada.');
    fakeFetch([[204, null]]);
    await logout();
    expect(feedback.snapshot().alerts).toEqual([]);
  });
});

describe('impersonation (spec §4)', () => {
  /** Staff signed in, then their link's grant redeemed through the server. */
  async function impersonateAsStaff() {
    tokenStore.set('staff-token');
    const calls = fakeFetch([
      [
        200,
        { data: { access_token: 'imp-token', token_type: 'impersonation', original_token_required: true } },
      ],
    ]);
    await redeemImpersonationGrant('grant-1');
    return calls;
  }

  it('redeems the grant with the signed-in staff token, keeps it as the original and restores it on stop', async () => {
    const calls = await impersonateAsStaff();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'http://verba.test/api/v1/impersonation/redeem',
      headers: { authorization: 'Bearer staff-token' },
      body: { grant: 'grant-1' },
    });
    expect(tokenStore.get()).toBe('imp-token');
    expect(tokenStore.getOriginal()).toBe('staff-token');
    expect(sessionStore.snapshot()).toMatchObject({ authenticated: true, impersonating: true });

    const stop = fakeFetch([[200, { data: { stopped: true } }]]);
    await stopImpersonation();
    expect(stop[0]).toMatchObject({
      url: 'http://verba.test/api/v1/impersonation/stop',
      headers: { authorization: 'Bearer imp-token', 'original-authorization': 'Bearer staff-token' },
    });
    expect(tokenStore.get()).toBe('staff-token');
    expect(tokenStore.getOriginal()).toBeNull();
    expect(sessionStore.snapshot()).toMatchObject({ authenticated: true, impersonating: false });
  });

  it('stores nothing and keeps the current session when the server refuses the link (e.g. an access token, not a grant)', async () => {
    tokenStore.set('victim-token');
    sessionStore.refresh();
    fakeFetch([
      [
        422,
        {
          errors: ['Este link de acesso como usuário é inválido, expirou ou já foi usado.'],
          code: 'IMPERSONATION_GRANT_INVALID',
        },
      ],
    ]);
    await expect(redeemImpersonationGrant('attacker-access-token')).rejects.toMatchObject({
      status: 422,
      code: 'IMPERSONATION_GRANT_INVALID',
    });
    expect(tokenStore.get()).toBe('victim-token');
    expect(tokenStore.getOriginal()).toBeNull();
    expect(impersonationFlag.get()).toBe(false);
    expect(sessionStore.snapshot()).toMatchObject({ authenticated: true, impersonating: false });
  });

  it('never calls the server nor stores anything for a signed-out visitor', async () => {
    const calls = fakeFetch([]);
    await expect(redeemImpersonationGrant('grant-1')).rejects.toThrow();
    expect(calls).toHaveLength(0);
    expect(tokenStore.get()).toBeNull();
    expect(impersonationFlag.get()).toBe(false);
  });
});

describe('401 (spec §8)', () => {
  it('signs out and reloads the page', async () => {
    tokenStore.set('expired');
    fakeFetch([[401, { errors: ['Sessão expirada.'] }]]);
    await expect(api.get('users/me')).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeNull();
    expect(browser.reload).toHaveBeenCalledOnce();
  });

  it('ends an impersonation back to the original token', async () => {
    tokenStore.set('staff-token');
    fakeFetch([[200, { data: { access_token: 'imp-token' } }]]);
    await redeemImpersonationGrant('grant-1');
    fakeFetch([[401, null]]);
    await expect(api.get('users/me')).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBe('staff-token');
    expect(impersonationFlag.get()).toBe(false);
    expect(browser.reload).toHaveBeenCalledOnce();
  });
});
