import type { z } from 'zod';

export interface MessageKey {
  key: string;
  params: Record<string, unknown>;
}

/** The i18n key and interpolation values of one zod issue (messages are keys, see zod.ts). */
export function issueMessage(issue: z.core.$ZodIssue): MessageKey {
  const params: Record<string, unknown> = {};
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if ('maximum' in issue) params.max = Number(issue.maximum);
  if ('params' in issue && issue.params) Object.assign(params, issue.params);
  return { key: issue.message, params };
}

/** Field path → list of message keys, the shape of the API's 422 `errors` object. */
export function issuesByField(issues: readonly z.core.$ZodIssue[]): Record<string, MessageKey[]> {
  const out: Record<string, MessageKey[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (out[field] ??= []).push(issueMessage(issue));
  }
  return out;
}
