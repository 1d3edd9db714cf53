import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ChannelPlatformError,
  googleAdsApiErrorOf,
  problemsOf,
  retryAfterMsOf,
  verbaCodeOf,
  type GoogleAdsErrorEntry,
} from './errors';

// The sandbox's fixtures, each naming its source in the Google Ads reference.
const fixtures = JSON.parse(
  readFileSync(new URL('./fixtures/ads-errors.json', import.meta.url), 'utf8'),
) as Record<
  | 'invalidArgument'
  | 'policyFinding'
  | 'duplicateAssetName'
  | 'unauthenticated'
  | 'permissionDenied'
  | 'missingDeveloperToken'
  | 'quota',
  { body: unknown; error: GoogleAdsErrorEntry }
>;
const failure = (errors: GoogleAdsErrorEntry[], status = 'INVALID_ARGUMENT') => ({
  error: {
    code: 400,
    message: 'Request contains an invalid argument.',
    status,
    details: [
      {
        '@type': 'type.googleapis.com/google.ads.googleads.v25.errors.GoogleAdsFailure',
        errors,
        requestId: 'r1',
      },
    ],
  },
});

describe('GoogleAdsFailure → Verba problems', () => {
  it('keeps the platform code and message and points at the Verba object of the operation', () => {
    const error = googleAdsApiErrorOf(400, fixtures.invalidArgument.body, null, 0);
    expect(error.requestId).toBe('sbx-7ZbQ2a9LkN1');
    const problems = problemsOf(error, (index) => (index === 0 ? 'creative:cr-1' : undefined));
    expect(problems).toEqual([
      {
        code: 'CHANNEL_PLATFORM_REFUSED',
        field: 'creative:cr-1',
        platformCode: 'stringLengthError.TOO_LONG',
        platformMessage: 'Too long. ("Café fresquinho todos os dias na Vila")',
      },
    ]);
  });

  it('maps a prohibited policy finding to ASSET_CONTAINS_PROHIBITED_CONTENT with the topic', () => {
    const [problem] = problemsOf(
      googleAdsApiErrorOf(400, failure([fixtures.policyFinding.error]), null, 0),
      () => 'creative:cr-2',
    );
    expect(problem).toMatchObject({
      code: 'ASSET_CONTAINS_PROHIBITED_CONTENT',
      field: 'creative:cr-2',
      platformCode: 'policyFindingError.POLICY_FINDING',
    });
    expect(problem!.platformMessage).toContain('GAMBLING');
  });

  it('maps a finding that needs a certificate to ASSET_REQUIRES_CERTIFICATION', () => {
    const entry: GoogleAdsErrorEntry = {
      errorCode: { policyFindingError: 'POLICY_FINDING' },
      message:
        'The resource has been disapproved since the policy summary includes policy topics of type PROHIBITED.',
      details: {
        policyFindingDetails: {
          policyTopicEntries: [
            {
              topic: 'HEALTHCARE_AND_MEDICINES',
              type: 'LIMITED',
              constraints: [
                {
                  certificateMissingInCountryList: {
                    countries: [{ countryCriterion: 'geoTargetConstants/2076' }],
                  },
                },
              ],
            },
          ],
        },
      },
    };
    expect(verbaCodeOf(entry)).toBe('ASSET_REQUIRES_CERTIFICATION');
  });

  it('maps duplicate names, auth, quota and internal errors', () => {
    expect(verbaCodeOf(fixtures.duplicateAssetName.error)).toBe('DUPLICATE_ASSET_NAME');
    expect(verbaCodeOf({ errorCode: { adGroupError: 'DUPLICATE_ADGROUP_NAME' }, message: '' })).toBe(
      'DUPLICATE_ASSET_NAME',
    );
    expect(problemsOf(googleAdsApiErrorOf(401, fixtures.unauthenticated.body, null, 0))[0]!.code).toBe(
      'CHANNEL_AUTH_FAILED',
    );
    expect(problemsOf(googleAdsApiErrorOf(403, fixtures.permissionDenied.body, null, 0))[0]!.code).toBe(
      'CHANNEL_AUTH_FAILED',
    );
    expect(verbaCodeOf(fixtures.missingDeveloperToken.error)).toBe('CHANNEL_PLATFORM_REFUSED');
    expect(verbaCodeOf({ errorCode: { internalError: 'INTERNAL_ERROR' }, message: '' })).toBe(
      'CHANNEL_PLATFORM_UNAVAILABLE',
    );
    const quota = googleAdsApiErrorOf(429, fixtures.quota.body, null, 0);
    expect(problemsOf(quota)[0]!.code).toBe('CHANNEL_RATE_LIMITED');
    // The real API gives the delay only in QuotaErrorDetails.retryDelay.
    expect(quota.retryAfterMs).toBe(2000);
  });

  it('maps OAuth token endpoint errors and bodies that are not JSON', () => {
    const revoked = googleAdsApiErrorOf(
      400,
      { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
      null,
      0,
    );
    expect(problemsOf(revoked)).toEqual([
      {
        code: 'CHANNEL_AUTH_FAILED',
        platformCode: 'invalid_grant',
        platformMessage: 'Token has been expired or revoked.',
      },
    ]);
    expect(problemsOf(googleAdsApiErrorOf(502, null, null, 0))[0]!.code).toBe('CHANNEL_PLATFORM_UNAVAILABLE');
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMsOf('3', 0)).toBe(3000);
    expect(retryAfterMsOf('Sat, 28 Nov 2026 19:00:10 GMT', Date.parse('2026-11-28T19:00:00Z'))).toBe(10_000);
    expect(retryAfterMsOf('soon', 0)).toBeNull();
  });

  it('ChannelPlatformError carries the first code', () => {
    const error = new ChannelPlatformError([
      { code: 'DUPLICATE_ASSET_NAME', platformCode: 'assetError.DUPLICATE_ASSET_NAME', platformMessage: 'x' },
    ]);
    expect(error.code).toBe('DUPLICATE_ASSET_NAME');
  });
});
