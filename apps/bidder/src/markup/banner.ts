/**
 * Banner `adm` for a DISPLAY creative: the creative's image at its size inside the signed click
 * redirect, and the impression beacon. One root element, every attribute escaped, self-closed
 * tags (it reads as HTML and as XHTML).
 */
import { clickUrl, impressionUrl, secureUrl } from '../tracking/urls';
import type { MarkupContext } from './context';
import { escapeMarkup as e } from './escape';

/** The HTML, or null when the creative cannot be shown as a banner (no image or no size). */
export function bannerMarkup(context: MarkupContext): string | null {
  const { creative, secure } = context;
  if (creative.format !== 'DISPLAY' || !creative.mediaUrl || !creative.width || !creative.height) return null;
  const { width, height } = creative;
  const image = secure ? secureUrl(creative.mediaUrl) : creative.mediaUrl;
  const click = clickUrl(context, creative.destinationUrl);
  const beacon = impressionUrl(context);
  return (
    `<div style="position:relative;width:${width}px;height:${height}px;margin:0;padding:0;overflow:hidden">` +
    `<a href="${e(click)}" target="_blank" rel="noopener">` +
    `<img src="${e(image)}" width="${width}" height="${height}" alt="${e(creative.title ?? '')}" style="display:block;border:0" />` +
    `</a>` +
    `<img src="${e(beacon)}" width="1" height="1" alt="" style="position:absolute;left:0;top:0;border:0" />` +
    `</div>`
  );
}
