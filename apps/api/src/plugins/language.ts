import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { defaultLanguage, languageOf, type Language } from '@verba/domain';
import { translatorFor } from '@verba/core/i18n/translate';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    t: TFunction;
  }
}

/**
 * The request's language: the `language` cookie, then (once authenticated) the user's setting,
 * then Accept-Language, then pt_BR. The auth plugin overrides it with the user's setting when no
 * cookie is sent.
 */
export function registerLanguage(app: FastifyInstance) {
  app.decorateRequest('language', defaultLanguage);
  app.decorateRequest('t', null as unknown as TFunction);
  app.addHook('onRequest', async (request) => {
    const fromCookie = languageOf(request.cookies?.language);
    const fromHeader = languageOf(request.headers['accept-language']?.split(',')[0]);
    request.language = fromCookie ?? fromHeader ?? defaultLanguage;
    request.t = translatorFor(request.language);
  });
}

export function setRequestLanguage(request: { language: Language; t: TFunction; cookies?: Record<string, string | undefined> }, userLanguage: Language) {
  if (languageOf(request.cookies?.language)) return;
  request.language = userLanguage;
  request.t = translatorFor(userLanguage);
}
