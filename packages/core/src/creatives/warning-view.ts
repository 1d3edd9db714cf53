import type { CreativeWarning, CreativeWarningKey } from '@verba/domain';

/** Warnings as the API writes them, their messages in the request's language. */
export const toWarningViews = (
  warnings: CreativeWarningKey[],
  t: (key: string, params?: Record<string, unknown>) => string,
): CreativeWarning[] =>
  warnings.map((w) => ({
    code: w.code,
    field: w.field,
    message: t(`creatives:warnings.${w.code}`, w.params),
  }));
