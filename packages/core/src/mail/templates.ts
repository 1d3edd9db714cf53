import type { Language } from '@verba/domain';

/** The parameters of each e-mail template (rendered in pt-BR, en and es). */
export interface EmailParams {
  confirmation_code: { name: string; code: string };
  two_factor_code: { name: string; code: string };
  password_reset: { name: string; url: string };
  invitation: { name: string; inviter: string; company: string; url: string };
}
export type EmailTemplate = keyof EmailParams;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Filled in by the foundation issue's mail work: translated subject, text and HTML. */
export function renderEmail<T extends EmailTemplate>(template: T, _language: Language, params: EmailParams[T]): RenderedEmail {
  const text = `${template}: ${JSON.stringify(params)}`;
  return { subject: template, text, html: `<pre>${text}</pre>` };
}
