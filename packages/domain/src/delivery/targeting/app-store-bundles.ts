/**
 * The app a destination URL installs, as exchanges name it in `bapp`: a Google Play package
 * (`details?id=com.loja.app`) or an App Store id (`/id389801252`, sent with or without "id").
 * Any other URL installs nothing (empty).
 */
export function appStoreBundles(destinationUrl: string): string[] {
  // Most destinations are web pages: skip the URL parse for them (strategies compile often).
  if (!/play\.google\.com|apple\.com/i.test(destinationUrl)) return [];
  let url: URL;
  try {
    url = new URL(destinationUrl);
  } catch {
    return [];
  }
  const host = url.hostname.toLowerCase();
  if (host === 'play.google.com') {
    const id = url.searchParams.get('id')?.trim().toLowerCase();
    return url.pathname.startsWith('/store/apps') && id ? [id] : [];
  }
  if (host === 'apps.apple.com' || host === 'itunes.apple.com') {
    const id = /\/id(\d+)(?:$|[/?#])/.exec(url.pathname + '/')?.[1];
    return id ? [id, `id${id}`] : [];
  }
  return [];
}
