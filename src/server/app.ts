// buildApp(deps) assembles the Fastify instance. main.ts gives it real dependencies; tests give it a
// throwaway database and call inject().
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { limits } from '#shared/constants.ts';
import { readCurrencyCookie } from '#shared/currency.ts';
import { type AppContext, type AppDeps, createAppContext } from './context.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { adminUserRoutes } from './features/accounts/admin-routes.ts';
import { accountSessionRoutes } from './features/accounts/session-routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { currencyRoutes } from './features/currencies/routes.ts';
import { currencyRatesJob, ensureCurrencyRates, refreshCurrencyRates } from './features/currencies/service.ts';
import { dashboardRoutes } from './features/dashboard/routes.ts';
import { eventRoutes } from './features/events/routes.ts';
import { favouriteRoutes } from './features/favourites/routes.ts';
import { listingNoticesJob, runListingNotices } from './features/favourites/notices.ts';
import { adminFeedbackRoutes } from './features/feedback/admin-routes.ts';
import { feedbackRoutes } from './features/feedback/routes.ts';
import { withMemberPages } from './features/members/page-meta.ts';
import { memberRoutes } from './features/members/routes.ts';
import { adminReportRoutes } from './features/messaging/admin-routes.ts';
import { messagingRoutes } from './features/messaging/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { offerModerationRoutes } from './features/offers/moderation-routes.ts';
import { offerRoutes } from './features/offers/routes.ts';
import { sitemapRoutes } from './features/offers/sitemap-routes.ts';
import { describeMarketplacePage } from './features/offers/page-meta.ts';
import { categorySubscriptionRoutes } from './features/offers/subscription-routes.ts';
import { adminSupportRoutes } from './features/support/admin-routes.ts';
import { supportRoutes } from './features/support/routes.ts';
import { settingsRoutes } from './features/settings/routes.ts';
import { systemRoutes } from './features/system/routes.ts';
import { uploadRoutes } from './features/uploads/routes.ts';
import {
  autoCompleteJob,
  autoCompleteProposal,
  completionReminderJob,
  expireProposal,
  proposalExpiryJob,
  proposalReminderJob,
  remindAnswerer,
  remindPayer,
} from './features/deals/service.ts';
import { proposalRoutes } from './features/proposals/routes.ts';
import { findProposalView } from './features/proposals/service.ts';
import { digestJob, runDailyDigest, scheduleDailyDigest } from './features/saved-searches/digest.ts';
import { noticeDigestJob } from './features/notifications/digest-schedule.ts';
import { sendNoticeDigest } from './features/notifications/digest.ts';
import { listingAlertsJob, runListingAlertBatch } from './features/offers/alert-fan-out.ts';
import { expireListing, remindListingOwner } from './features/offers/expiry.ts';
import { listingExpiryJob, listingReminderJob } from './features/offers/expiry-schedule.ts';
import { pushRoutes } from './features/push/routes.ts';
import { deliverPush, pushJob } from './features/notifications/push-delivery.ts';
import { savedSearchRoutes } from './features/saved-searches/routes.ts';
import { disputeRoutes } from './features/disputes/routes.ts';
import { adminWalletRoutes } from './features/wallet/admin-routes.ts';
import { walletRoutes } from './features/wallet/routes.ts';
import { clearingJob, runClearingJob } from './features/wallet/service.ts';
import { paymentWebhookRoutes } from './features/wallet/webhook-routes.ts';
import { addressGroup } from './platform/throttle/address.ts';
import { sharedRateLimitStore } from './platform/throttle/rate-limit-store.ts';
import { AppError, errorBody, registerErrorHandlers } from './platform/errors.ts';
import { registerGuards } from './platform/guards.ts';
import { openapiOptions } from './platform/openapi.ts';
import { registerMessageLimit } from './platform/message-limit.ts';
import { registerTextCheck } from './platform/valid-text.ts';
import { registerPrivateAnswers } from './platform/private-answers.ts';
import { sendCachedAnswer } from './platform/cached-answer.ts';
import {
  type AnswerEarly,
  createEarlyPageAnswer,
  createEarlyServerFactory,
  isPageRequest,
  pageCacheControl,
  pageVary,
} from './platform/early-pages.ts';
import { createPageRenderer } from './platform/page-meta.ts';
import { createInProcessSend, createSuspendedRender, pageLocaleOf } from './platform/server-render.ts';
import { scheduleQueuedEmails } from './platform/email/worker.ts';
import { createSecurityHeaders, findInlineScripts, registerSecurityHeaders } from './platform/security-headers.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type BuildOptions = {
  logger?: FastifyServerOptions['logger'];
  /** Start the job runner (scheduled work and email delivery). Tests leave it off and drive it directly. */
  startWorkers?: boolean;
  /** Tests only: a route answering a code its endpoint does not declare fails the test (platform/errors.ts). */
  failUndeclaredCodes?: boolean;
};

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  let answerEarly: AnswerEarly | undefined;
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? false,
    trustProxy: deps.config.trustProxy,
    // Finish in-flight requests on close, but do not wait for idle keep-alive sockets.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Cached pages are answered before Fastify, once there is a page renderer (platform/early-pages.ts).
    serverFactory: createEarlyServerFactory(() => answerEarly),
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app, { failUndeclaredCodes: options.failUndeclaredCodes ?? false });

  const ctx = await createAppContext(deps, app.log);
  app.decorate('ctx', ctx);
  // Each kind of scheduled work (platform/jobs.ts) and its handler, before any process starts claiming jobs.
  ctx.jobs.handle(proposalExpiryJob, (job) => expireProposal(ctx, job.key, job));
  ctx.jobs.handle(proposalReminderJob, (job) => remindAnswerer(ctx, job.key, job));
  ctx.jobs.handle(autoCompleteJob, (job) => autoCompleteProposal(ctx, job.key, job));
  ctx.jobs.handle(completionReminderJob, (job) => remindPayer(ctx, job.key));
  ctx.jobs.handle(digestJob, () => runDailyDigest(ctx));
  ctx.jobs.handle(clearingJob, (job) => runClearingJob(ctx, job));
  ctx.jobs.handle(pushJob, (job) => deliverPush(ctx, job.key));
  ctx.jobs.handle(noticeDigestJob, (job) => sendNoticeDigest(ctx, job.key));
  ctx.jobs.handle(listingExpiryJob, (job) => expireListing(ctx, job.key, job));
  ctx.jobs.handle(listingAlertsJob, (job) => runListingAlertBatch(ctx, job));
  ctx.jobs.handle(listingNoticesJob, () => runListingNotices(ctx));
  ctx.jobs.handle(listingReminderJob, (job) => remindListingOwner(ctx, job.key, job));
  ctx.jobs.handle(currencyRatesJob, () => refreshCurrencyRates(ctx));
  await scheduleDailyDigest(ctx);
  await ensureCurrencyRates(ctx);
  await scheduleQueuedEmails(ctx.db);
  app.addHook('onReady', async () => ctx.start({ workers: options.startWorkers ?? false }));
  app.addHook('onClose', async () => ctx.stop());

  const indexHtml = deps.webRoot ? path.join(deps.webRoot, 'index.html') : undefined;
  const securityHeaders = createSecurityHeaders({
    secure: deps.config.secure,
    imageOrigins: deps.storage.serve.kind === 'redirect' ? [deps.storage.serve.origin] : [],
    inlineScripts: indexHtml && existsSync(indexHtml) ? findInlineScripts(readFileSync(indexHtml, 'utf8')) : [],
  });
  registerSecurityHeaders(app, securityHeaders);

  const webRoot = await registerFiles(app, deps);

  // API responses go out Brotli- or gzip-compressed when the client accepts it; the built web files were compressed
  // once at build time instead (registerFiles). The event stream and the cached public reads opt out on their
  // routes; pages rendered by the not-found handler are compressed there (sendCachedAnswer).
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });

  await app.register(swagger, openapiOptions(deps.config.appUrl));
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its built-in policy always upgrades to HTTPS, which blanks the page on a plain-HTTP deployment.
    transformStaticCSP: (header) =>
      deps.config.secure ? header : header.replace(/\s*upgrade-insecure-requests;?/g, ''),
  });

  await app.register(rateLimit, {
    global: false,
    // Shared by every server process; an IPv6 client counts per /64.
    store: sharedRateLimitStore(ctx.counters, ctx.clock),
    keyGenerator: (request) => addressGroup(request.ip),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
  });
  await app.register(multipart, { limits: { fileSize: limits.uploadMaxBytes, files: 1, fields: 10 } });
  registerGuards(app);
  registerMessageLimit(app);
  registerTextCheck(app);
  registerPrivateAnswers(app);

  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { allowDuringMaintenance: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(systemRoutes);
      await api.register(settingsRoutes);
      await api.register(currencyRoutes);
      await api.register(accountRoutes);
      await api.register(accountSessionRoutes);
      await api.register(offerRoutes);
      await api.register(categorySubscriptionRoutes);
      await api.register(favouriteRoutes);
      await api.register(supportRoutes);
      await api.register(uploadRoutes);
      await api.register(adminRoutes);
      await api.register(adminUserRoutes);
      await api.register(offerModerationRoutes);
      await api.register(adminFeedbackRoutes);
      await api.register(adminSupportRoutes);
      await api.register(adminReportRoutes);
      await api.register(notificationRoutes);
      await api.register(eventRoutes);
      await api.register(walletRoutes);
      await api.register(proposalRoutes);
      // A party's dispute move is answered with the proposal as they see it, which proposals reads and presents.
      await api.register(disputeRoutes, { findDealView: findProposalView });
      await api.register(memberRoutes);
      await api.register(savedSearchRoutes);
      await api.register(pushRoutes);
      await api.register(messagingRoutes);
      await api.register(dashboardRoutes);
      await api.register(feedbackRoutes);
      await api.register(adminWalletRoutes);
      await api.register(paymentWebhookRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(sitemapRoutes);

  const { renderPage: renderPublicPage } = deps;
  const visitorSend = createInProcessSend(app);
  const renderPage = webRoot
    ? createPageRenderer({
        webRoot,
        appUrl: deps.config.appUrl,
        describe: withMemberPages(ctx.db, describeMarketplacePage(ctx)),
        render:
          renderPublicPage &&
          ((url, headers) =>
            renderPublicPage(url, visitorSend, {
              locale: pageLocaleOf(headers),
              currency: readCurrencyCookie(headers.cookie),
            })),
        renderPersonal: renderPublicPage && createSuspendedRender(app, renderPublicPage),
        cache: {
          read: (key, load) => ctx.cache.read('public-pages', key, load),
          peek: (key) => ctx.cache.peek('public-pages', key),
        },
      })
    : undefined;
  if (renderPage) {
    answerEarly = createEarlyPageAnswer({ peekShared: renderPage.peekShared, securityHeaders });
    // A closing server answers 503 (Fastify's return503OnClosing), cached pages included.
    app.addHook('preClose', async () => {
      answerEarly = undefined;
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (renderPage && isPageRequest(request.method, request.url)) {
      // Client-side routes: the SPA decides what to show (unknown paths redirect to / there). Shareable pages
      // carry their own title, description and picture for crawlers.
      const page = await renderPage.serve(request.url, request.log, request.headers);
      reply.header('cache-control', pageCacheControl(page));
      // The not-found handler is outside the compression plugin's route hooks: the page is compressed here.
      if (page) return sendCachedAnswer(request, reply.status(page.status), page.answer, pageVary);
      reply.header('vary', pageVary);
      return reply.sendFile('index.html', webRoot);
    }
    const url = request.url.split('?')[0] ?? '/';
    return reply.status(404).send(errorBody('NOT_FOUND', `Route ${request.method} ${url} not found`));
  });

  return app;
}

/**
 * Stored uploads and the built web app (returns its directory when there is one). Registered before the
 * compression plugin, which then leaves these routes alone: text files go out as the build's own .br/.gz copies,
 * pictures as they are.
 */
async function registerFiles(app: FastifyInstance, deps: AppDeps): Promise<string | undefined> {
  const files = deps.storage.serve;
  if (files.kind === 'directory') {
    await app.register(fastifyStatic, {
      root: files.root,
      prefix: `${deps.storage.publicPath}/`,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
  } else {
    // Keys are content hashes, so the redirect itself may be cached for good too.
    app.get(`${deps.storage.publicPath}/*`, { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!/^[0-9a-f]{2}\/[0-9a-f]{64}\.[a-z0-9]+$/.test(key)) return reply.callNotFound();
      return reply.header('cache-control', 'public, max-age=31536000, immutable').redirect(files.urlOf(key), 301);
    });
  }

  const webRoot = deps.webRoot && existsSync(path.join(deps.webRoot, 'index.html')) ? deps.webRoot : undefined;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The .br and .gz copies scripts/compress-web.mjs writes at build time.
      preCompressed: true,
      // Our own Cache-Control below, not the plugin's default.
      cacheControl: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, file) => {
        const hashed = path.relative(webRoot, file).startsWith(`assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL may return a .br, a .gz or the plain file: caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  return webRoot;
}
