// The domain's form libraries (moment, imask, DOMPurify; ADR 0011), all at hand on the server.
import '../src/adapters/libraries/provided-form-libraries';
import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import type { Application } from 'express';
import jsonServer from 'json-server';
import { seed as fixtureSeed } from '../fixtures/seed';
import type { SeedData } from '../fixtures/types';
import { callerFromCookies, sessionMiddleware } from './auth';
import type { MockContext } from './context';
import { FaultStore, faultMiddleware } from './faults';
import { errorHandler, notFoundHandler } from './http';
import { createHub, type Hub, type HubLimits } from './hub';
import { corsMiddleware } from './cors';
import { crossSiteGuard } from './cross-site';
import { loopbackOnly, remoteMockControlFromEnv } from './loopback';
import { mailConfigFromEnv } from './mail/mail-config';
import { createMailer, type Mailer } from './mail/mailer';
import { MockClock } from './mock-clock';
import { configuredAllowedOrigins } from './origins';
import { activityHook, recordMemberActivity } from './activity/activity-hook';
import { registerAccountRoutes } from './routes/account/sign-in';
import { registerCabinetRoutes } from './routes/cabinet/index';
import { CabinetContext } from './cabinet/cabinet-context';
import { registerAccountAreaRoutes } from './routes/account/index';
import { deletedAccountSignIn } from './routes/account/account-restore';
import { registerAdminRoutes } from './routes/admin/index';
import { registerSiteAdminRoutes } from './routes/sites/index';
import { registerFieldLayoutRoutes } from './routes/forms/field-layout';
import { registerFieldSettingsRoutes } from './routes/forms/field-settings';
import { registerFieldSetupRoutes } from './routes/forms/field-setup';
import { registerFormExportRoutes } from './routes/forms/form-exports';
import { registerFormGroupRoutes } from './routes/forms/form-groups';
import { registerFormInstanceRoutes } from './routes/forms/form-instances';
import { registerFormSettingsRoutes } from './routes/forms/form-settings';
import { registerFormRoutes } from './routes/forms/forms';
import { registerMockControlRoutes } from './routes/mock-control';
import { registerNotificationRoutes } from './routes/notifications/notifications';
import { registerProjectRoutes } from './routes/projects/projects';
import { registerProjectNoteRoutes } from './routes/projects/project-note-routes';
import { registerNoteCategoryRoutes } from './routes/setup/note-category-routes';
import { registerProjectSummaryRoutes } from './routes/setup/project-summary-routes';
import { registerSetupRoutes } from './routes/setup/setup-routes';
import { registerTaskRoutes } from './routes/tasks/task-routes';
import { registerQuizzesRoutes } from './routes/quizzes/index';
import { registerSurveysRoutes } from './routes/surveys/index';
import { QuizLinkState } from './routes/quizzes/quiz-link-state';
import { quizTakerFence } from './routes/quizzes/quiz-taker-fence';
import { registerReportsRoutes } from './routes/reports/index';
import { ReportsContext } from './routes/reports/reports-context';
import { providerStates } from './provider-states/index';
import { PROVIDER_STATES_PATH, registerProviderStateRoute } from './provider-states/provider-states';
import { registerBillingRoutes } from './routes/billing/billing-routes';
import { registerSearchRoutes } from './routes/search/search-routes';
import { registerDashboardRoutes } from './routes/dashboard/dashboard-routes';
import { SearchService } from './routes/search/search-service';
import { registerSessionRoutes } from './routes/session/session';
import { registerSharingRoutes } from './routes/sharing/index';
import { registerSiteVisitRoutes } from './routes/sites/visit-index';
import { siteFence } from './routes/sites/site-fence';
import { registerSiteVisitMockControl } from './routes/sites/site-visit-mock-control';
import { SharingState } from './routes/sharing/sharing-state';
import { registerThumbnailRoute } from './routes/cabinet/thumbnail-placeholder';
import { registerDirectoryRoutes } from './routes/directory/directory';
import { accountStateMiddleware } from './account-state';
import { requestLog } from './request-log';
import { applySecurityHeaders } from './security-headers';
import { scopeHeadersMiddleware } from './scope-headers';
import { jsonBody } from './schemas/json-body';
import { type Session, SessionStore } from './sessions';
import { SignInThrottle, throttleSignIn } from './account/sign-in-throttle';
import { type MockDb, Store, openDb } from './store';

export interface MockServerOptions {
  /** JSON file to persist to (created from the seed when missing); null or absent keeps the data in memory. */
  dataFile?: string | null;
  /** Returns a fresh copy of the data to start from and to reset to. Defaults to the fixtures. */
  seed?: () => SeedData;
  /** Log each request to the console. */
  logger?: boolean;
  /** How often the hub pings its connections and closes those whose session ended. */
  pingIntervalMs?: number;
  /**
   * Origins of the SPA: the only ones answered with CORS headers, allowed to make state-changing calls
   * (cross-site.ts) and to open the hub's WebSocket (a client sending no `Origin` is allowed). Defaults to
   * `GRIDWORK_ALLOWED_ORIGINS` (comma-separated) or else the local SPA origins: see mock-server/origins.ts.
   */
  allowedOrigins?: readonly string[];
  /** Let callers on other machines use /api/__mock/* (default: `GRIDWORK_REMOTE_MOCK_CONTROL=1`, else loopback only). */
  remoteMockControl?: boolean;
  /** The clock of sessions and sign-in throttling (tests move it instead of waiting). */
  now?: () => number;
  /** The hub's size and time limits (defaults in mock-server/hub.ts); tests shrink them. */
  hubLimits?: Partial<HubLimits>;
  /** How e-mail leaves (docs/mail.md); default: SMTP as GRIDWORK_SMTP_HOST/PORT say, else the null mailer. */
  mailer?: Mailer;
  /**
   * Where uploaded cabinet files go: by default `cabinet-files/` next to `dataFile`, or a temporary folder removed on
   * close when the data is kept in memory (docs/cabinet.md, "Storage").
   */
  filesDir?: string | null;
  /** Run the report scheduler (croner, every minute): `npm run mock` does; tests call `reports.deliverDue` instead. */
  scheduler?: boolean;
}

export interface MockServer {
  app: Application;
  /** Not listening yet: call `server.listen(0, '127.0.0.1')`. */
  server: Server;
  hub: Hub;
  db: MockDb;
  store: Store;
  sessions: SessionStore;
  faults: FaultStore;
  mailer: Mailer;
  /** The sharing area's memory: codes, failures, tokens (routes/sharing/sharing-state.ts). */
  sharing: SharingState;
  clock: MockClock;
  /** The cabinet area: its files on disk and its background work (`cabinet.settled()`). */
  cabinet: CabinetContext;
  /** The reports area: prepared workbooks, background runs (`reports.settled()`), scheduled deliveries. */
  reports: ReportsContext;
  /** Restores the seed data, clears pending faults and the sign-in throttle. */
  reset(): void;
  /** Creates a session for a user without HTTP (for contract states and tests); send its token and xsrf as cookies. */
  signIn(email: string): Session;
  /** Closes hub connections and the HTTP server. */
  close(): Promise<void>;
}

/**
 * An idle keep-alive connection is closed by whichever side times out first. When the server closes one at the
 * moment a client reuses it, that request dies with ECONNRESET ("socket hang up"). Node's default 5 s equals
 * the idle timeout of Node's own HTTP agent (the Vite proxy, Playwright's request context), so the race was
 * real. Holding idle connections longer than any client does (Chromium drops used idle sockets after 300 s)
 * leaves the closing to the client, which never races itself. (Since Node 18 `headersTimeout` and
 * `requestTimeout` run only while a request is being received, not on an idle connection, so their defaults,
 * 60 s and 300 s, keep guarding against slow senders without shortening the keep-alive.)
 */
export const KEEP_ALIVE_TIMEOUT_MS = 310_000;

function keepConnectionsLongerThanClients(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}

/** Uploaded files live next to the data file they belong to; an in-memory server gets a temporary folder. */
const filesDirFor = (dataFile: string | null) =>
  dataFile === null ? null : join(dirname(dataFile), 'cabinet-files');

/** Builds the mock backend: json-server's express app with explicit /api routes and the SignalR hub. */
export function createMockServer(options: MockServerOptions = {}): MockServer {
  const seed = options.seed ?? fixtureSeed;
  const db = openDb(options.dataFile ?? null, seed());
  const store = new Store(db, options.dataFile ?? null);
  const now = options.now ?? Date.now;
  const sessions = new SessionStore(now);
  const signInThrottle = new SignInThrottle(now);
  const allowedOrigins = options.allowedOrigins ?? configuredAllowedOrigins();
  const faults = new FaultStore();
  const clock = new MockClock(now);
  const mailer = options.mailer ?? createMailer(mailConfigFromEnv());
  const sharing = new SharingState();
  const quizLinks = new QuizLinkState();
  const hub = createHub({
    callerOf: (cookies) => callerFromCookies({ store, sessions }, cookies),
    sessionLive: (token) => sessions.get(token) !== undefined,
    allowedOrigins,
    pingIntervalMs: options.pingIntervalMs,
    limits: options.hubLimits,
  });
  const cabinet = new CabinetContext(
    store,
    hub,
    options.filesDir ?? filesDirFor(options.dataFile ?? null),
    now,
    (user, action) => recordMemberActivity(store, clock, user, 'cabinet', action),
  );
  const reports = new ReportsContext(store, hub, mailer, () => clock.now());
  // Built from the data now, kept in step with every save (docs/search.md).
  const search = new SearchService(store, (blob) => cabinet.files.pathOf(blob));
  if (options.scheduler) reports.startScheduler();
  const reset = () => {
    store.replace(seed());
    reports.clear();
    faults.clear();
    signInThrottle.clear();
    sharing.clear();
    quizLinks.clear();
    clock.reset();
    cabinet.reset();
  };
  const ctx: MockContext = { store, sessions, hub, faults, clock, reset, reports };
  const signIn = (email: string) => {
    const user = store.userByEmail(email);
    if (!user) throw new Error(`No fixture user ${email}`);
    return sessions.create(user.id, user.signInScopeId, user.sessionMinutes);
  };

  const app = jsonServer.create();
  applySecurityHeaders(app);
  app.use((req, res, next) => {
    res.locals.requestUrl = req.originalUrl;
    if (req.path.startsWith('/api/') || req.path === PROVIDER_STATES_PATH) next();
    else notFoundHandler(req, res);
  });
  if (options.logger) app.use(requestLog());
  app.use(corsMiddleware(allowedOrigins));
  app.use(crossSiteGuard(allowedOrigins));
  app.use(jsonServer.defaults({ logger: false, noCors: true }));
  app.use(faultMiddleware(faults));
  app.use(jsonBody());
  app.use(jsonServer.rewriter({ '/api/*': '/$1' }));
  app.use('/__mock', loopbackOnly(options.remoteMockControl ?? remoteMockControlFromEnv()));
  registerMockControlRoutes(app, ctx);
  registerSiteVisitMockControl(app, ctx);
  app.use(PROVIDER_STATES_PATH, loopbackOnly(options.remoteMockControl ?? remoteMockControlFromEnv()));
  const stateContext = {
    store,
    reset,
    signIn: (email: string) => signIn(email),
    endSessions: () => sessions.clear(),
    signedInUserId: null,
    sharing,
    clock,
    cabinet,
    reports,
  };
  registerProviderStateRoute(app, stateContext, providerStates);
  app.use(sessionMiddleware(ctx));
  app.use(scopeHeadersMiddleware(store));
  app.use(accountStateMiddleware(store));
  // A site account reaches its site's calls only (issue 33; docs/sites.md "Reach").
  app.use(siteFence());
  // An outside quiz taker reaches the quiz of their link only (issue 34; docs/quizzes-and-surveys.md).
  app.use(quizTakerFence(quizLinks, () => clock.now()));
  // After the session is known and before any route: every change a route accepts is logged (issue 17).
  app.use(activityHook(store, clock));
  app.post('/signalr/negotiate', hub.negotiate);
  app.post('/account/login', throttleSignIn(signInThrottle, store));
  app.post('/account/login', deletedAccountSignIn(ctx, { mailer, clock, allowedOrigins }));
  registerAccountRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerDirectoryRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerCabinetRoutes(app, cabinet);
  registerThumbnailRoute(app);
  registerFormGroupRoutes(app, ctx);
  registerFormRoutes(app, ctx);
  registerFormSettingsRoutes(app, ctx);
  registerFieldSetupRoutes(app, ctx);
  registerFieldLayoutRoutes(app, ctx);
  registerFieldSettingsRoutes(app, ctx);
  registerFormInstanceRoutes(app, ctx);
  registerFormExportRoutes(app, ctx);
  registerProjectRoutes(app, ctx);
  registerProjectNoteRoutes(app, ctx);
  registerNoteCategoryRoutes(app, ctx);
  registerProjectSummaryRoutes(app, ctx);
  registerSharingRoutes(app, ctx, { sharing, mailer, clock });
  registerSetupRoutes(app, ctx);
  registerTaskRoutes(app, ctx);
  registerSurveysRoutes(app, ctx, { links: quizLinks, mailer });
  registerQuizzesRoutes(app, ctx, { links: quizLinks, mailer });
  registerReportsRoutes(app, reports);
  registerSearchRoutes(app, search);
  registerDashboardRoutes(app, ctx);
  registerBillingRoutes(app, ctx);
  registerAdminRoutes(app, ctx, { mailer, clock, allowedOrigins });
  registerSiteAdminRoutes(app, ctx, { mailer, clock, allowedOrigins });
  registerAccountAreaRoutes(app, ctx, { mailer, clock, allowedOrigins, throttle: signInThrottle });
  registerSiteVisitRoutes(app, ctx, { mailer, clock, allowedOrigins, throttle: signInThrottle, cabinet });
  // json-server's generic REST router is deliberately not mounted: every call the SPA makes has an explicit,
  // contracted route, and the collections hold passwords. Its lowdb instance (`db`) is what we use.
  app.use(notFoundHandler);
  app.use(errorHandler);

  const server = createServer(app);
  keepConnectionsLongerThanClients(server);
  server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));

  const close = () =>
    new Promise<void>((resolve) => {
      hub.close();
      mailer.close();
      reports.close();
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    }).then(() => cabinet.close());

  return {
    app,
    server,
    hub,
    db,
    store,
    sessions,
    faults,
    mailer,
    sharing,
    clock,
    cabinet,
    reports,
    reset,
    signIn,
    close,
  };
}
