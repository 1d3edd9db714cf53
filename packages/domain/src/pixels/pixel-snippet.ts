/** Where the tag script and the collection endpoint live, outside /api/v1 (public, no session). */
export const pixelTagPath = '/px.js';
export const pixelCollectPath = '/px/v1/e';

/** The image-pixel URL of one event: what the `<noscript>` fallback (or any server) calls. */
export function pixelImageUrl({
  origin,
  pixelId,
  eventName,
}: {
  origin: string;
  pixelId: string;
  eventName: string;
}) {
  return `${origin}${pixelCollectPath}?pid=${encodeURIComponent(pixelId)}&ev=${encodeURIComponent(eventName)}`;
}

/**
 * The install snippet of a pixel group for one event: an async loader of the tag (calls made
 * before it loads are queued) and the `<noscript>` image fallback. Value in minor units.
 */
export function pixelSnippet({
  origin,
  pixelId,
  eventName,
  value,
}: {
  origin: string;
  pixelId: string;
  eventName: string;
  value?: number | null;
}): string {
  const track =
    value == null
      ? `verba('track', '${eventName}');`
      : `verba('track', '${eventName}', { value: ${value} });`;
  return [
    '<!-- Verba pixel -->',
    '<script>',
    "!function(w,d,u){if(w.verba)return;var v=w.verba=function(){v.q.push(arguments)};v.q=[];var s=d.createElement('script');s.async=1;s.src=u;d.head.appendChild(s)}",
    `(window,document,'${origin}${pixelTagPath}');`,
    `verba('init', '${pixelId}');`,
    track,
    '</script>',
    `<noscript><img height="1" width="1" style="display:none" alt="" src="${pixelImageUrl({ origin, pixelId, eventName }).replace(/&/g, '&amp;')}" /></noscript>`,
  ].join('\n');
}
