/**
 * The one Google Ads API version Verba speaks (REST: https://googleads.googleapis.com/<version>/...).
 * v25 is the newest version whose protos are published in github:googleapis/googleapis
 * (google/ads/googleads/v25, snapshot of 2026-08-22); the sandbox serves exactly this version.
 * Bumping it: read the release notes of the new version, re-check the fixtures' `source` lines
 * (fixtures/*.json) against the new protos, then change this constant.
 */
export const googleAdsApiVersion = 'v25';
