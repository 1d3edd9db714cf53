/** Escaping for the markup we emit (HTML attributes, XML text and attributes, CDATA). */

/**
 * Characters XML 1.0 does not allow at all (C0 controls other than tab/newline/return, lone
 * surrogates, U+FFFE/U+FFFF): dropped, since no escape can carry them.
 */
const notXmlChar =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Any character `notXmlChar` might drop (a surrogate only when alone): a quick test before it runs. */
const maybeNotXmlChar =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

const xmlChars = (text: string): string => (maybeNotXmlChar.test(text) ? text.replace(notXmlChar, '') : text);

/** Safe in XML/HTML text and in single- or double-quoted attributes. */
export const escapeMarkup = (text: string): string => {
  const clean = xmlChars(text);
  return /[&<>"']/.test(clean) ? clean.replace(/[&<>"']/g, (c) => entities[c]!) : clean;
};

/** A CDATA section for any text, splitting `]]>` across two sections. */
export const cdata = (text: string): string =>
  `<![CDATA[${xmlChars(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** Cuts to at most `max` characters without splitting a surrogate pair (emoji count as one). */
export const cutText = (text: string, max: number): string => {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, Math.max(0, max)).join('');
};
