/**
 * The tag the install snippet loads (`/px.js`): no dependencies, about 2 KB. It replays
 * the calls the snippet's stub queued, then sends each `verba('track', event, { value })` to the
 * collection endpoint next to the script's own address, with the page URL, the referrer and a
 * first-party visitor id (the `visitorId` option of init, or the site's `_vb_vid` cookie) —
 * by sendBeacon, or an image request where that is missing or refused.
 *
 * For Meta's Conversions API (docs/channels-meta.md) a site may also call `verba('consent', true)`
 * once the visitor agreed, and `verba('user', { email, phone })`: the tag normalises them as Meta
 * requires and sends only their SHA-256 (hashed in the browser; never the raw values), and only
 * while consent is granted. Without Web Crypto (plain http) no hash is sent.
 */
export const pixelTagScript = `/* Verba pixel */
(function (w, d) {
  var s = d.currentScript, q = (w.verba && w.verba.q) || [], pid = null, vid = null;
  var endpoint = ((s && s.src) || '').replace(/\\/px\\.js(\\?.*)?$/, '/px/v1/e');
  var enc = encodeURIComponent;
  function cookie(n) { var m = d.cookie.match(new RegExp('(?:^|; )' + n + '=([^;]*)')); return m ? decodeURIComponent(m[1]) : null; }
  var consent = null, hashes = null;
  function hex(b) { var a = new Uint8Array(b), h = ''; for (var i = 0; i < a.length; i++) h += (a[i] < 16 ? '0' : '') + a[i].toString(16); return h; }
  function sha(v) {
    var c = w.crypto && w.crypto.subtle;
    return v && c && w.TextEncoder ? c.digest('SHA-256', new w.TextEncoder().encode(v)).then(hex, function () { return null; }) : Promise.resolve(null);
  }
  function user(o) {
    o = o || {};
    var em = o.email ? String(o.email).trim().toLowerCase() : '';
    if (!/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(em)) em = '';
    var ph = o.phone ? String(o.phone).replace(/\\D/g, '').replace(/^0+/, '') : '';
    if (ph.length === 10 || ph.length === 11) ph = '55' + ph; else if (ph.length < 8) ph = '';
    hashes = Promise.all([sha(em), sha(ph)]);
  }
  function send(u) {
    try { if (navigator.sendBeacon && navigator.sendBeacon(u)) return; } catch (e) {}
    new Image().src = u;
  }
  function track(ev, o) {
    o = o || {};
    var id = o.pid || pid, v = o.visitorId || vid || cookie('_vb_vid');
    if (!id || !ev || !endpoint) return;
    var u = endpoint + '?pid=' + enc(id) + '&ev=' + enc(ev) + '&url=' + enc(location.href.slice(0, 2048)) + '&ref=' + enc(d.referrer.slice(0, 2048));
    if (o.value != null) u += '&v=' + enc(Math.round(o.value));
    if (v) u += '&vid=' + enc(v);
    if (consent !== null) u += '&cs=' + (consent ? 1 : 0);
    if (!consent || !hashes) return send(u);
    hashes.then(function (h) { send(u + (h[0] ? '&em=' + h[0] : '') + (h[1] ? '&ph=' + h[1] : '')); });
  }
  function verba(cmd, a, b) {
    if (cmd === 'init') { pid = a; if (b && b.visitorId) vid = b.visitorId; }
    else if (cmd === 'consent') consent = !!a;
    else if (cmd === 'user') user(a);
    else if (cmd === 'track') track(a, b);
  }
  w.verba = verba;
  for (var i = 0; i < q.length; i++) verba.apply(null, q[i]);
})(window, document);
`;
