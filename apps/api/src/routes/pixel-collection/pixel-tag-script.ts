/**
 * The tag the install snippet loads (`/px.js`): no dependencies, a few hundred bytes. It replays
 * the calls the snippet's stub queued, then sends each `verba('track', event, { value })` to the
 * collection endpoint next to the script's own address, with the page URL, the referrer and a
 * first-party visitor id (the `visitorId` option of init, or the site's `_vb_vid` cookie) —
 * by sendBeacon, or an image request where that is missing or refused.
 */
export const pixelTagScript = `/* Verba pixel */
(function (w, d) {
  var s = d.currentScript, q = (w.verba && w.verba.q) || [], pid = null, vid = null;
  var endpoint = ((s && s.src) || '').replace(/\\/px\\.js(\\?.*)?$/, '/px/v1/e');
  var enc = encodeURIComponent;
  function cookie(n) { var m = d.cookie.match(new RegExp('(?:^|; )' + n + '=([^;]*)')); return m ? decodeURIComponent(m[1]) : null; }
  function track(ev, o) {
    o = o || {};
    var id = o.pid || pid, v = o.visitorId || vid || cookie('_vb_vid');
    if (!id || !ev || !endpoint) return;
    var u = endpoint + '?pid=' + enc(id) + '&ev=' + enc(ev) + '&url=' + enc(location.href.slice(0, 2048)) + '&ref=' + enc(d.referrer.slice(0, 2048));
    if (o.value != null) u += '&v=' + enc(Math.round(o.value));
    if (v) u += '&vid=' + enc(v);
    try { if (navigator.sendBeacon && navigator.sendBeacon(u)) return; } catch (e) {}
    new Image().src = u;
  }
  function verba(cmd, a, b) {
    if (cmd === 'init') { pid = a; if (b && b.visitorId) vid = b.visitorId; }
    else if (cmd === 'track') track(a, b);
  }
  w.verba = verba;
  for (var i = 0; i < q.length; i++) verba.apply(null, q[i]);
})(window, document);
`;
