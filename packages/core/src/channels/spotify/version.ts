/** The Spotify Ads API version Verba speaks (https://api-partner.spotify.com/ads/v3). Bump here only. */
export const spotifyAdsApiVersion = 'v3';
