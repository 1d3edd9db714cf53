/** User agents of crawlers, link previews, monitors and scripts: their beacons are counted as `bot`. */
const botPattern =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|preview|facebookexternalhit|embedly|curl\/|wget\/|python-requests|python-urllib|httpclient|java\/|go-http-client|okhttp\/[0-2]\.|axios\/|node-fetch|phantomjs|pingdom|uptime/i;

export function isBotUserAgent(userAgent: string | undefined): boolean {
  return !userAgent || botPattern.test(userAgent);
}
