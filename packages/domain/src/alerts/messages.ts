/**
 * The i18n keys (namespace `alerts`) of a notice: the same words in the bell, the e-mail and the
 * WhatsApp template's first parameter. `params` are the notice's stored parameters.
 */
export function alertMessageKeys(
  alertType: string,
  kind: 'firing' | 'resolved' | 'digest',
  params: Record<string, string | number>,
): { title: string; body: string } {
  if (kind === 'digest') return { title: 'alerts:messages.digest.title', body: 'alerts:messages.digest.body' };
  let variant = alertType;
  if (alertType === 'payment') variant = `payment_${String(params.state)}`;
  if (alertType === 'rejected') variant = `rejected_${String(params.kind)}`;
  if (kind === 'resolved') return { title: `alerts:resolved.${variant}.title`, body: `alerts:resolved.${variant}.body` };
  return { title: `alerts:messages.${variant}.title`, body: `alerts:messages.${variant}.body` };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A notice's title and sentence in the reader's language (bell, e-mail, WhatsApp). */
export function renderAlertText(
  t: Translate,
  alertType: string,
  kind: 'firing' | 'resolved' | 'digest',
  params: Record<string, string | number>,
): { title: string; body: string } {
  const keys = alertMessageKeys(alertType, kind, params);
  const values: Record<string, unknown> = { ...params };
  if (alertType === 'rule') {
    values.metric = t(`alerts:metrics.${String(params.metric)}`);
    values.comparison = t(`alerts:comparisons.${String(params.comparison)}`);
  }
  if (alertType === 'payment') values.method = t(`alerts:methods.${String(params.method)}`);
  if (kind === 'digest') values.count = Number(params.count);
  return { title: t(keys.title, values), body: t(keys.body, values) };
}
