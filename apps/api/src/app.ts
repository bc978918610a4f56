import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { addressRules, createAddressHandlers } from './addresses/index.js';
import { createCatalogueHandlers, forgetCountsOnChange } from './catalogue/index.js';
import { registerCatalogueCache } from './catalogue/response-cache.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { createDeliveryHandlers } from './delivery/index.js';
import { accessLogOptions } from './http/access-log.js';
import { registerApiDocs } from './http/api-docs.js';
import { authenticateBeforeValidation } from './http/authenticate-first.js';
import { sharedSchemaCompilers } from './http/compiled-schemas.js';
import { connectionOptions } from './http/connection-limits.js';
import { registerContractTypesFirst } from './http/contract-types.js';
import { safeErrorLog } from './http/error-log.js';
import { registerErrorHandling } from './http/errors.js';
import { answerClientError, answerFrameworkError } from './http/framework-errors.js';
import type { HandlerMap } from './http/handler-map.js';
import { checkHealth, registerRootHealth } from './http/health.js';
import { registerInputGuard } from './http/input-guard.js';
import { loadSpecification } from './http/openapi.js';
import { mergeRules, registerRouteRules } from './http/route-rules.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import type { ServiceContext } from './http/service.js';
import { registerStaticApp } from './http/static-app.js';
import {
  createIdentityHandlers,
  createSecurityHandlers,
  identityRules,
  registerIdentity,
} from './identity/index.js';
import { createJobRunner } from './jobs/jobs.js';
import { createLedgerHandlers } from './ledger/index.js';
import { registerAbsoluteMedia } from './media/absolute-media.js';
import {
  createMediaHandlers,
  createResumableUploadHandlers,
  registerMultipartForms,
  registerResumableUploads,
} from './media/index.js';
import { createNewsletterHandlers, newsletterRules } from './newsletter/index.js';
import { createOrderHandlers, ORDER_MAIL_JOB, orderMailer, orderRules } from './orders/index.js';
import { createPaymentHandlers, createPayments, paymentRules, recordRefund } from './payments/index.js';
import { createPayoutHandlers } from './payouts/index.js';
import { createReturnHandlers, RETURN_MAIL_JOB, returnMailer, returnRules } from './returns/index.js';
import { createReviewHandlers, reviewRules } from './reviews/index.js';
import { createSellerProductHandlers, createSellerProductRules } from './seller-products/index.js';
import { createSellerValidationHandlers, createShopHandlers, sellerRules } from './sellers/index.js';
import { createWishlistHandlers, wishlistRules } from './wishlist/index.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole server (API under /api, the built app at /) without listening, so tests drive it with real HTTP on port 0. */
export async function buildApp({ config, database, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Access logs print a masked URL and no headers; any `err` logged goes through safeErrorLog: no SQL
    // parameters, bodies or tokens.
    logger: {
      level: config.logLevel,
      ...accessLogOptions,
      serializers: { ...accessLogOptions.serializers, err: safeErrorLog },
      ...(logStream && { stream: logStream }),
    },
    bodyLimit: 1024 * 1024,
    // Refusals made before routing (bad or over-long address, oversized headers) answer in the French envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Off unless TRUST_PROXY names the proxies: the rate limits count the address this yields.
    trustProxy: config.identity.trustProxy,
    ...connectionOptions(config.connections),
    ...sharedSchemaCompilers,
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The product form shrinks photos in a web worker that browser-image-compression starts from a blob: address.
        workerSrc: ["'self'", 'blob:'],
        formAction: ["'self'"],
        // The shop is often served over plain HTTP (npm start, a LAN address): never force its requests to HTTPS.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // A shop on an allowed origin shows the API's product images too (<img> requests are no-cors: CORP applies).
    crossOriginResourcePolicy: { policy: config.corsOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
  });
  // Only the listed origins get Access-Control-Allow-Origin (none by default); preflights are answered either way,
  // so a refused origin reads as a CORS refusal in the browser rather than a 404.
  const corsOptions = {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['ETag', 'Retry-After'],
    maxAge: 600,
  };
  // Access-Control-Allow-Credentials for a listed origin only: the plugin sends it to any origin otherwise. Both option
  // sets are made once, not at every request.
  const listedOrigin = { ...corsOptions, credentials: true };
  const otherOrigin = { ...corsOptions, credentials: false };
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, config.corsOrigins.includes(request.headers.origin ?? '') ? listedOrigin : otherOrigin),
  });
  // Before compress: the remembered catalogue answers are the JSON text, compressed (or not) per request.
  registerCatalogueCache(app, database.db, { purge: config.purge });
  registerAbsoluteMedia(app, config.publicUrl);
  await app.register(compress, { threshold: 1024 });
  registerErrorHandling(app);
  registerInputGuard(app);
  // Before every rule of every operation: the rules only ever read the types the contract promises.
  registerContractTypesFirst(app);

  registerRootHealth(app, database);
  const ctx: ServiceContext = { config, database };
  await app.register(
    async (api) => {
      // Remembered catalogue estimates never outlive a write: the keys it moved make every instance forget them
      // (catalogue/count-invalidation.ts).
      const stopForgetting = forgetCountsOnChange(database.db);
      app.addHook('onClose', async () => stopForgetting());
      // The rate-limit plugin (and the sign-in throttle) before the routes the limits watch.
      const limiterFor = await registerIdentity(api, ctx);
      await registerApiDocs(api);
      // Every /api route, its parameters and bodies come from openapi.yaml: handlers are keyed by operationId, one
      // for each operation of the contract (a missing one is a type error), each typed by its operation.
      const specification = loadSpecification();
      authenticateBeforeValidation(api, specification);
      // Image upload and the product form read multipart bodies; every other route keeps refusing them.
      await registerMultipartForms(api);
      // Resumable uploads (tus): PATCH bodies stay a stream for the tus server.
      registerResumableUploads(api);
      // Each resource's rules by operation (http/route-rules.ts), run by one set of hooks: the forms' French
      // refusals and the product form (multipart) before the contract's schema, the rate limits, the webhook's raw
      // bytes (its signature covers them as sent).
      const routeRules = mergeRules(
        identityRules,
        wishlistRules,
        sellerRules,
        addressRules,
        createSellerProductRules(ctx),
        orderRules,
        returnRules,
        reviewRules,
        newsletterRules,
        paymentRules,
      );
      registerRouteRules(api, routeRules, limiterFor);
      // Outgoing work (webhook deliveries, mails) as rows any instance runs (jobs/jobs.ts).
      const jobs = createJobRunner({ db: database.db, log: app.log, retryBaseMs: config.jobRetryBaseMs });
      const mails = orderMailer(ctx, app.log);
      jobs.handle(ORDER_MAIL_JOB, mails.send);
      const returnMails = returnMailer(ctx, app.log);
      jobs.handle(RETURN_MAIL_JOB, returnMails.send);
      const payments = createPayments({
        app,
        db: database.db,
        config: config.payments,
        appUrl: config.appUrl,
        log: app.log,
        jobs,
        onPaid: mails.paid,
        onRefunded: mails.refunded,
      });
      // Any instance may sweep and run jobs: every change they make is claimed first (see payments.ts, jobs.ts).
      app.addHook('onReady', async () => {
        payments.startSweeper();
        jobs.start(Math.min(1000, config.payments.sweepIntervalMs));
      });
      app.addHook('onClose', async () => {
        await payments.stop();
        await jobs.stop();
      });
      const serviceHandlers = {
        health: (_request, reply) => checkHealth(database, reply),
        ...createCatalogueHandlers(ctx),
        ...createMediaHandlers(ctx),
        ...createResumableUploadHandlers(ctx, app),
        ...createIdentityHandlers(ctx),
        ...createWishlistHandlers(ctx),
        ...createAddressHandlers(ctx),
        ...createNewsletterHandlers(ctx),
        ...createSellerValidationHandlers(ctx),
        ...createShopHandlers(ctx),
        ...createSellerProductHandlers(ctx),
        ...createOrderHandlers(ctx, { payments, notices: mails.notices }),
        ...createPaymentHandlers(ctx, { payments }),
        ...createLedgerHandlers(ctx),
        ...createPayoutHandlers(ctx, { payments }),
        // Returns refund through the payments module's refunds (a port: returns/ and payments/ do not import each other).
        ...createReturnHandlers(ctx, {
          refunds: {
            requestRefund: (tx, refund) => recordRefund(tx, { ...refund, reason: 'return' }),
            flush: payments.refunds.flush,
          },
          mails: returnMails,
          flushJobs: jobs.flush,
        }),
        ...createDeliveryHandlers(ctx),
        ...createReviewHandlers(ctx),
      } satisfies HandlerMap;
      await api.register(openapiGlue, {
        specification,
        serviceHandlers,
        securityHandlers: createSecurityHandlers(ctx),
      });
    },
    { prefix: '/api' },
  );

  await registerStaticApp(app, {
    staticDir: config.staticDir,
    rendererFile: config.shopRendererFile,
    db: database.db,
    publicUrl: config.publicUrl,
  });
  return app;
}
