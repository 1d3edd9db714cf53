/**
 * The bid and tracking routes speak exchange protocols (OpenRTB 2.5/2.6, beacons, notices), not
 * the `/api/v1` contract: they stay out of the API's OpenAPI document.
 */
export const exchangeProtocolSchema = { hide: true } as const;
