import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerFactory,
} from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Deps } from '@verba/core';
import { registerErrorHandler } from './plugins/errors';
import { registerLanguage } from './plugins/language';
import { registerAuth } from './plugins/auth';
import { registerMethodOverride } from './plugins/method-override';
import { registerSecurityHeaders, securityHeadersOf } from './plugins/security-headers';
import { registerWeb } from './plugins/web';
import { responseSerializer } from './openapi/serializer';
import { securitySchemes } from './openapi/security';
import { withDefaultErrors } from './openapi/default-errors';
import { documentTransform } from './openapi/transform';
import { apiRoutes } from './routes';
import { devMailboxRoutes } from './routes/dev/mailbox-routes';
import { googleSandboxRoutes } from './routes/sandboxes/google';
import { metaSandboxRoutes } from './routes/sandboxes/meta';
import { whatsappSandboxRoutes } from './routes/sandboxes/whatsapp';
import { devWhatsAppRoutes } from './routes/dev/whatsapp-routes';
import { spotifySandboxRoutes } from './routes/sandboxes/spotify';
import { creativeFileRoutes } from './routes/creative-files';
import { pixelCollectionRoutes } from './routes/pixel-collection';
import { pixLocationRoutes } from './routes/pix-locations';
import { reportLinkRoutes } from './routes/report-links';
import { registerAccountRateLimits } from './routes/auth/rate-limits';

export const apiPrefix = '/api/v1';

export interface AppOptions {
  deps: Deps;
  /** Folder of the built SPA to serve with history fallback; omitted in API-only tests. */
  webDir?: string | undefined;
  /** Tests: an answer with fields its response schema does not declare fails instead of being stripped. */
  strictResponses?: boolean;
  /** Other protocols served on the app's port, before the SPA fallback (the bidder, embedded). */
  plugins?: readonly ((app: FastifyInstance) => Promise<void>)[];
  /**
   * The HTTP server, given the headers the app sets on every answer: the embedded bidder's, which
   * answers `POST /openrtb2/bid` ahead of Fastify and hands it every other request.
   */
  serverFactory?: ((headers: Readonly<Record<string, string>>) => FastifyServerFactory) | undefined;
}

export type App = FastifyInstance;

/** TRUST_PROXY as Fastify takes it; n hops is Fastify's own reading of a number, which its types omit. */
const trustProxyOption = (trust: Deps['config']['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export async function buildApp({
  deps,
  webDir,
  strictResponses = false,
  plugins = [],
  serverFactory,
}: AppOptions): Promise<App> {
  const logger: FastifyBaseLogger = deps.logger;
  const securityHeaders = securityHeadersOf(deps);
  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({
      disableRequestLogging: deps.config.logLevel !== 'debug' && deps.config.logLevel !== 'trace',
    }),
    bodyLimit: 2 * 1024 * 1024,
    // Slow clients hold memory: a head within 15 s, a whole request within 5 min (creative uploads
    // reach 100 MB), checked every second (docs/bid-endpoint.md; the bid route: 2 s for its body).
    requestTimeout: 300_000,
    http: { headersTimeout: 15_000, connectionsCheckingInterval: 1_000 },
    trustProxy: trustProxyOption(deps.config.trustProxy),
    ...(serverFactory ? { serverFactory: serverFactory(securityHeaders) } : {}),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ strict: strictResponses }));

  await app.register(cookie);
  await app.register(formbody);
  registerSecurityHeaders(app, securityHeaders);
  await app.register(rateLimit, { global: false, enableDraftSpec: true });
  registerAccountRateLimits(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Verba API',
        version: '1',
        description:
          'Answers are `{ data }`, or `{ data, meta }` for paged lists; errors are `{ errors, code }` with translated messages. Money is in minor units (centavos) as integer strings.',
      },
      components: { securitySchemes },
    },
    transform: documentTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerLanguage(app);
  registerAuth(app, deps);
  registerErrorHandler(app);
  withDefaultErrors(app, apiPrefix);

  await app.register(
    async (api) => {
      for (const register of apiRoutes) await register(api, deps);
    },
    { prefix: apiPrefix },
  );
  registerMethodOverride(app, apiPrefix);
  devMailboxRoutes(app, deps);
  await googleSandboxRoutes(app, deps);
  await metaSandboxRoutes(app, deps);
  await spotifySandboxRoutes(app, deps);
  devWhatsAppRoutes(app, deps);
  await whatsappSandboxRoutes(app, deps);
  await pixelCollectionRoutes(app, deps);
  await creativeFileRoutes(app, deps);
  await pixLocationRoutes(app, deps);
  await reportLinkRoutes(app, deps);
  for (const plugin of plugins) await app.register(plugin);
  if (webDir) await registerWeb(app, webDir);
  return app;
}
