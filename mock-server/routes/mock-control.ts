import type { Application } from 'express';
import type { MockContext } from '../context';
import { parseFault } from '../faults';
import { HttpError, handle } from '../http';
import { MockPlanBody } from '../schemas/billing.schema';
import {
  FaultBody,
  MockClockBody,
  MockSessionBody,
  PushBody,
  RunDueBody,
} from '../schemas/mock-control.schema';
import { validBody } from '../schemas/valid-body';
import { optionalString, requiredNumber, requiredString } from '../validate';

const LISTENER = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

/** Mock-only control routes (docs/api.md): no session, no anti-forgery check, never faulted. */
export function registerMockControlRoutes(app: Application, ctx: MockContext): void {
  const userOrNotFound = (email: string) => {
    const user = ctx.store.userByEmail(email);
    if (!user) throw new HttpError(404, `No user with the e-mail ${email}.`);
    return user;
  };

  app.post(
    '/__mock/faults',
    handle((req, res) => {
      res.status(201).json(ctx.faults.add(parseFault({ ...validBody(req, FaultBody) })));
    }),
  );

  app.get(
    '/__mock/faults',
    handle((_req, res) => {
      res.json(ctx.faults.list());
    }),
  );

  app.delete(
    '/__mock/faults',
    handle((_req, res) => {
      ctx.faults.clear();
      res.json({});
    }),
  );

  app.post(
    '/__mock/push',
    handle((req, res) => {
      const body = { ...validBody(req, PushBody) };
      const email = optionalString(body, 'email', { max: 254 });
      const listener = requiredString(body, 'listener', { pattern: LISTENER });
      const userId = email === undefined ? null : userOrNotFound(email).id;
      if (body.drop === true && userId === null)
        throw new HttpError(400, 'drop needs the e-mail of the user whose sockets to cut.');
      // Cut, then pushed in the same turn: the push finds every socket of the user down (docs/realtime.md).
      const Dropped = body.drop === true && userId !== null ? ctx.hub.dropSockets(userId) : undefined;
      res.json({
        Delivered: ctx.hub.push(userId, listener, body.data),
        ...(Dropped === undefined ? {} : { Dropped }),
      });
    }),
  );

  app.post(
    '/__mock/session',
    handle((req, res) => {
      const body = { ...validBody(req, MockSessionBody) };
      const user = userOrNotFound(requiredString(body, 'email', { max: 254 }));
      const minutes = requiredNumber(body, 'minutes', { min: 0.001, max: 1440, integer: false });
      user.sessionMinutes = minutes;
      ctx.store.save();
      ctx.sessions.forUser(user.id).forEach((session) => ctx.sessions.touch(session, minutes));
      res.json({ Email: user.email, Minutes: minutes });
    }),
  );

  // Moves the clock of the sharing area (codes, tokens, rate windows) forward: an expired code without waiting.
  app.post(
    '/__mock/clock',
    handle((req, res) => {
      const { advanceMs } = validBody(req, MockClockBody);
      if (!ctx.clock) throw new HttpError(404, 'This mock server has no movable clock.');
      ctx.clock.advance(advanceMs);
      res.json({ Now: new Date(ctx.clock.now()).toISOString() });
    }),
  );

  // Issue 15: the documented control that runs the scheduled report deliveries due now (or due by `until`), for tests and
  // demos that cannot wait for 3:00 am. Answers the delivery log entries it made (docs/reports.md, "Scheduled delivery").
  app.post(
    '/__mock/reports/run-due',
    handle(async (req, res) => {
      const { until } = validBody(req, RunDueBody);
      if (!ctx.reports) throw new HttpError(404, 'This mock server has no reports area.');
      const at = until === undefined ? ctx.reports.now() : Date.parse(until);
      if (!Number.isFinite(at))
        throw new HttpError(400, 'until must be an ISO date and time, such as 2026-12-01T12:00:00Z.');
      res.json({ Deliveries: await ctx.reports.deliverDue(at) });
    }),
  );

  // Issue 35: puts the workspace of `email` on a plan without a checkout, so a test can start at a quota (docs/billing.md).
  app.post(
    '/__mock/billing/plan',
    handle((req, res) => {
      const body = validBody(req, MockPlanBody);
      const user = userOrNotFound(body.email);
      const workspace = ctx.store.workspace(user.workspaceId);
      if (!workspace) throw new HttpError(404, 'No such workspace.');
      workspace.planId = body.planId as typeof workspace.planId;
      ctx.store.save();
      res.json({ WorkspaceId: workspace.id, PlanId: workspace.planId });
    }),
  );

  app.post(
    '/__mock/reset',
    handle((_req, res) => {
      ctx.reset();
      res.json({});
    }),
  );
}
