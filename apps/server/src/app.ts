import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { ADMIN_API_PREFIX, MESSAGES, MODEL_API_PREFIX } from '@app/contract';
import type { Database } from './db/client.js';
import { adminDashboardRoutes } from './modules/admin/admin-dashboard.routes.js';
import { adminListingRoutes } from './modules/admin/admin-listings.routes.js';
import type { AdminRouteDeps } from './modules/admin/admin-route-deps.js';
import { adminTeamRoutes } from './modules/admin/admin-team.routes.js';
import { adminUserRoutes } from './modules/admin/admin-users.routes.js';
import { auditLogRoutes } from './modules/admin/audit-log.routes.js';
import { startRetiredPhotoSweeper } from './modules/admin/retired-photos.js';
import { startSeenLatelySweeper } from './modules/search/active-now-hint.js';
import { blogAdminRoutes } from './modules/blog/blog-admin.routes.js';
import { contactAdminRoutes } from './modules/contact/contact-admin.routes.js';
import { newsletterAdminRoutes } from './modules/newsletter/newsletter-admin.routes.js';
import { availableTodayRoutes } from './modules/advertiser/available-today.routes.js';
import { listingRoutes } from './modules/advertiser/listing.routes.js';
import { blogRoutes } from './modules/blog/blog.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { customerRoutes } from './modules/customer/customer.routes.js';
import { alertRoutes } from './modules/alerts/index.js';
import { accountSettingsRoutes } from './modules/auth/account-settings.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createBackgroundTasks } from './platform/jobs/background-tasks.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { imageRoutes } from './modules/images/images.routes.js';
import type { LocalityIndex } from './modules/locations/locality-index.js';
import { locationRoutes } from './modules/locations/locations.routes.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { profileRoutes } from './modules/profiles/profiles.routes.js';
import { verificationFactsRoutes } from './modules/listings/index.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { enquiryRoutes } from './modules/enquiries/enquiries.routes.js';
import { reportsAdminRoutes } from './modules/reports/reports-admin.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { createAnswerCache } from './platform/cache/answer-cache.js';
import { createPageCache } from './modules/seo/page-cache.js';
import { createAppPageSender, seoPageRoutes } from './modules/seo/seo-pages.routes.js';
import { sitemapRoutes } from './modules/seo/sitemap.routes.js';
import { siteConfigRoutes } from './modules/site-config/site-config.routes.js';
import type { TokenIssuer } from './platform/auth/auth-tokens.js';
import type { Config } from './platform/config/config.js';
import { guardRoutesByPrefix, isGuarded } from './platform/auth/authenticate.js';
import { addressKey } from './platform/http/address-key.js';
import {
  ANSWER_COMPRESSION,
  brotliParams,
  registerKeptCompression,
} from './platform/http/kept-compression.js';
import { buildErrorBody } from './platform/http/error-body.js';
import { handleError } from './platform/http/errors.js';
import type { GoogleCertsSource } from './platform/auth/google-id-token.js';
import type { ImageStorage } from './platform/storage/image-storage.js';
import { generateRequestId } from './platform/logging/logger.js';
import { registerNulCharacterGuard } from './platform/http/nul-bytes.js';
import { registerMetrics } from './platform/logging/metrics.js';
import { boundedRateStore } from './platform/cache/bounded-rate-store.js';
import { redisRateStore } from './platform/cache/redis-rate-store.js';
import type { JobQueue } from './platform/jobs/job-queue.js';
import type { Mailer } from './platform/mail/mailer.js';
import type { PasswordCost } from './platform/auth/passwords.js';
import { resolveCodeSecret } from './platform/auth/one-time-codes.js';
import { registerReusableAnswers } from './platform/http/reusable-answers.js';
import { registerStopGate } from './platform/http/graceful-stop.js';
import { registerOverloadShedding, type OverloadLimits } from './platform/http/overload.js';
import { requestLimitOptions, type RequestLimits } from './platform/http/request-limits.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { toOriginForm } from './platform/http/request-target.js';
import { fastifyTrustProxy } from './platform/http/trust-proxy.js';
import { isApiPath, loadWebApp } from './platform/http/web-app.js';

export interface AppDependencies {
  config: Config;
  db: Database;
  storage: ImageStorage;
  localities: LocalityIndex;
  /** Every e-mail the app sends: recorded in the outbox, delivered over SMTP when configured. */
  mailer: Mailer;
  /** Signs and reads the Bearer tokens of signed-in accounts. */
  tokens: TokenIssuer;
  /**
   * The time account codes are issued and checked at, an approval's undo window is measured
   * at, and search, profile and owner answers say whether Available today is still on at;
   * tests inject one. Default: the system's.
   */
  clock?: () => Date;
  /** Google's ID-token signing keys; tests inject a key of their own. Default: Google's. */
  googleCerts?: GoogleCertsSource;
  /** Shared rate-limit counters across servers; in-process counters without it. */
  redis?: Redis;
  /**
   * Durable background jobs (pg-boss): a newsletter campaign's send is queued here and run by
   * the worker server.ts starts. Left out in most tests: sending a campaign then answers 503.
   */
  jobQueue?: JobQueue;
  /** The process's logger; none (silent) when left out, as in tests. */
  logger?: FastifyBaseLogger;
  /** Body and header sizes, slow-client timeouts; production's (request-limits.ts) unless set. */
  requestLimits?: Partial<RequestLimits>;
  /** When load is shed (overload.ts); production's unless set (tests of shedding set low ones). */
  overload?: Partial<OverloadLimits>;
  /**
   * argon2's cost for new password hashes (and the throwaway hash a missing account is checked
   * against); production's (passwords.ts) unless set. Only tests set one: a cheap cost that
   * proves the same flows without 64 MiB per sign-up. server.ts never passes it.
   */
  passwordCost?: PasswordCost;
}

/** Builds the whole app from its dependencies; `server.ts` only listens and shuts down. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const clock = deps.clock ?? (() => new Date());
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    genReqId: generateRequestId,
    requestIdHeader: false,
    // `GET http://other.example/path` is routed, cached and logged as `/path`.
    rewriteUrl: (request) => toOriginForm(request.url ?? '/'),
    // Only the proxies TRUST_PROXY names may name the client; otherwise anyone could pick an
    // address per request and walk around the per-address rate limits and view counts.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Body and header sizes; a slow or stuck client must not hold a connection for ever.
    ...requestLimitOptions(deps.requestLimits),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  // First of all hooks: a stopping server refuses new requests (503, Connection: close), then
  // an overloaded one sheds them (503 Retry-After) before any work is done for them.
  registerStopGate(app);
  await registerOverloadShedding(app, deps.overload);
  // Before any route: a NUL character in the path, query or body is refused for every route.
  registerNulCharacterGuard(app);
  // /metrics (only with METRICS_TOKEN) and the request counts, before any route is added.
  registerMetrics(app, { token: config.metricsToken, db: deps.db, jobQueue: deps.jobQueue });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
  registerReusableAnswers(app);
  // Kept answers and pages are compressed once, not per request (decision 053).
  registerKeptCompression(app);
  // Every other text answer over 1 KB goes out compressed as it is sent. The plugin hooks each
  // route registered after it, and a route's hooks run after the app's, so the ETag above is
  // the hash of the uncompressed body and a 304 has nothing to compress. The web app's assets
  // are compressed at build time (@fastify/static sends the .br or .gz file with its
  // Content-Encoding, which this leaves alone). Compressed request bodies are not accepted
  // (globalDecompression).
  await app.register(compress, {
    encodings: [...ANSWER_COMPRESSION.encodings],
    threshold: ANSWER_COMPRESSION.threshold,
    brotliOptions: { params: brotliParams() },
    zlibOptions: { level: ANSWER_COMPRESSION.gzipLevel },
    globalDecompression: false,
  });

  registerSecurityHeaders(app, config);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // One key per client: an IPv4 address, or an IPv6 address's /64 (address-key.ts).
    keyGenerator: (request) => addressKey(request.ip),
    // Shared counters in Redis, counted in-process while Redis does not answer
    // (redis-rate-store.ts); else in-process counters that a flood of keys cannot reset
    // (bounded-rate-store.ts), and server.ts refuses a second server on the same database.
    store: deps.redis
      ? redisRateStore({
          redis: deps.redis,
          nameSpace: 'rate-limit:',
          onFallback: (error) =>
            app.log.warn({ err: error }, 'Redis does not answer: rate limits count per server'),
          onRecovered: () => app.log.info('Redis answers again: rate limits are shared again'),
        })
      : boundedRateStore(),
    errorResponseBuilder: (_request, context) => ({
      ...buildErrorBody(429, MESSAGES.tooManyRequests),
      statusCode: context.statusCode,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Australian escort and companion directory API',
        version: '1.0.0',
        description:
          "The directory's API: what its web app calls, described for other clients too (docs/product/api.md, decision 028).",
      },
      // Clients call the site where it is published; outside production, this server itself.
      servers: [{ url: config.publicUrl }],
      components: {
        // Private routes take the token of a signed-in account as a Bearer credential.
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => declareSecurity(jsonSchemaTransform(input), isGuarded(input.route)),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its own policy lets the site frame the docs; nothing may frame any page (clickjacking).
    transformStaticCSP: (header) =>
      header.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"),
  });

  // Every module, in one place.
  await app.register(healthRoutes, { db: deps.db });
  // Search pages and profiles, kept for a few seconds and cleared when their listing changes.
  const answers =
    config.searchCacheSeconds > 0
      ? await createAnswerCache({
          db: deps.db,
          ttlSeconds: config.searchCacheSeconds,
          redis: deps.redis,
          logger: app.log,
        })
      : undefined;
  if (answers) app.addHook('onClose', () => answers.close());
  await app.register(searchRoutes, {
    db: deps.db,
    publicUrl: config.publicUrl,
    cache: answers,
    clock,
  });
  await app.register(profileRoutes, {
    db: deps.db,
    redis: deps.redis,
    cache: answers,
    publicUrl: config.publicUrl,
    tokens: deps.tokens,
    clock,
  });
  await app.register(reportRoutes, { db: deps.db, redis: deps.redis });
  await app.register(enquiryRoutes, {
    db: deps.db,
    tokens: deps.tokens,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
  });
  await app.register(verificationFactsRoutes, { db: deps.db });
  await app.register(locationRoutes, { localities: deps.localities, db: deps.db });
  await app.register(blogRoutes, { db: deps.db });
  await app.register(contactRoutes, {
    db: deps.db,
    mailer: deps.mailer,
    adminEmail: config.adminEmail,
  });
  await app.register(siteConfigRoutes, { config });
  const codeSecret = await resolveCodeSecret(config);
  await app.register(customerRoutes, {
    db: deps.db,
    tokens: deps.tokens,
    storage: deps.storage,
    pairSecret: codeSecret,
  });
  await app.register(alertRoutes, { db: deps.db, tokens: deps.tokens });
  await app.register(newsletterRoutes, {
    db: deps.db,
    mailer: deps.mailer,
    codeSecret,
    publicUrl: config.publicUrl,
  });
  // Work answered before it is done (forgot-password); closing waits for it.
  const backgroundTasks = createBackgroundTasks(app.log);
  app.decorate('backgroundTasks', backgroundTasks);
  app.addHook('onClose', () => backgroundTasks.idle());
  await app.register(authRoutes, {
    db: deps.db,
    mailer: deps.mailer,
    backgroundTasks,
    tokens: deps.tokens,
    codeSecret,
    publicUrl: config.publicUrl,
    googleClientId: config.googleClientId,
    googleCerts: deps.googleCerts,
    clock: deps.clock,
    passwordCost: deps.passwordCost,
  });
  // The advertiser's and the admin's areas: every route under each prefix is guarded by its
  // role in one place, so a route added later cannot forget the check.
  const roleDeps = { db: deps.db, tokens: deps.tokens };
  guardRoutesByPrefix(app, { prefix: MODEL_API_PREFIX, role: 'model', deps: roleDeps });
  guardRoutesByPrefix(app, { prefix: ADMIN_API_PREFIX, role: 'admin', deps: roleDeps });
  await app.register(listingRoutes, {
    db: deps.db,
    storage: deps.storage,
    localities: deps.localities,
    clock,
  });
  await app.register(availableTodayRoutes, { db: deps.db, clock });
  await app.register(accountSettingsRoutes, {
    db: deps.db,
    mailer: deps.mailer,
    tokens: deps.tokens,
    codeSecret,
    passwordCost: deps.passwordCost,
  });
  // The admin console (docs/product/admin-console.md), one plugin per section.
  const adminDeps: AdminRouteDeps = {
    db: deps.db,
    mailer: deps.mailer,
    storage: deps.storage,
    tokens: deps.tokens,
    codeSecret,
    publicUrl: config.publicUrl,
    localities: deps.localities,
    adminEmail: config.adminEmail,
    clock,
    jobQueue: deps.jobQueue,
  };
  for (const adminSection of [
    adminDashboardRoutes,
    adminListingRoutes,
    reportsAdminRoutes,
    adminUserRoutes,
    adminTeamRoutes,
    blogAdminRoutes,
    contactAdminRoutes,
    auditLogRoutes,
  ]) {
    await app.register(adminSection, adminDeps);
  }
  await app.register(newsletterAdminRoutes, adminDeps);
  const stopSweeping = startRetiredPhotoSweeper(deps.db, deps.storage, app.log);
  app.addHook('onClose', async () => stopSweeping());
  const stopSeenLately = startSeenLatelySweeper(deps.db, clock, app.log);
  app.addHook('onClose', async () => stopSeenLately());
  await app.register(imageRoutes, { storage: deps.storage });
  await app.register(sitemapRoutes, { db: deps.db, publicUrl: config.publicUrl });

  const webApp = config.webDistDir
    ? await loadWebApp(app, config.webDistDir, config.publicUrl)
    : undefined;
  // Drawn pages share the API answers' cache, tags and change notices (decision 046).
  const pages = createPageCache(answers);
  // Pages with their own title, description, canonical link and preloads in the HTML; others below.
  if (webApp) {
    await app.register(seoPageRoutes, {
      db: deps.db,
      webApp,
      pages,
      publicUrl: config.publicUrl,
      localities: deps.localities,
    });
  }
  const sendAppPage = webApp && createAppPageSender({ webApp, pages });
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (sendAppPage && isPageRequest && !isApiPath(request.url)) {
      // The web app's other pages: the public ones drawn on the server (decision 044).
      return sendAppPage(request, reply);
    }
    const message = request.url.startsWith('/api') ? MESSAGES.routeNotFound : MESSAGES.notFound;
    return reply.status(404).send(buildErrorBody(404, message));
  });

  return app;
}

/**
 * An operation's security, read from the route's own guard so the document cannot drift from
 * it: Bearer where requireRole runs, an explicit none (`[]`) on public routes.
 */
function declareSecurity<T extends { schema: object }>(transformed: T, isPrivate: boolean): T {
  return {
    ...transformed,
    schema: { ...transformed.schema, security: isPrivate ? [{ bearerAuth: [] }] : [] },
  };
}
