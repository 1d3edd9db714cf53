/**
 * The Graph API version Verba's Meta connector speaks, shared with the sandbox. v25.0 is the newest
 * version the Marketing API reference shows in its examples (placement-targeting page, updated
 * 2026-03-23: `https://graph.facebook.com/v25.0/act_<AD_ACCOUNT_ID>/adsets`). Meta supports each
 * version about two years; bumping it is a one-line change here (docs/channels-meta.md).
 */
export const metaGraphApiVersion = 'v25.0';
