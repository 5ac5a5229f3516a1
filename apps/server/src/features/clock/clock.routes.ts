import {
  ZAttendanceQuerySchema,
  ZClockEventRequestSchema,
  ZClockReviewRequestSchema,
  ZClockStatsQuerySchema,
} from '@sante/shared/clock-schemas';
import { Hono, type Context } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requirePermission, requireRole } from '../auth/require-caller';
import type { ClockActor } from './clock-actor';
import { clockStats, clockStatsCsv } from './clock-stats';
import { listAttendance } from './list-attendance';
import { readClockToday } from './read-clock-today';
import { recordClockEvent } from './record-clock-event';
import { reviewClockEvent } from './review-clock-event';

function actorOf(c: Context<AppBindings>): ClockActor {
  const caller = callerOf(c);
  return { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
}

/** `/api/clock` (carer, ADR 036): my day (clock events, visits) and a new clock-in, clock-out or visit check. */
export function clockRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requireRole(deps, 'medecin'))
    .get('/today', async (c) => c.json(await readClockToday(deps.db, callerOf(c).userId, new Date())))
    .post('/events', async (c) => {
      const input = await jsonBody(c, ZClockEventRequestSchema);
      const { event, created } = await recordClockEvent(deps.db, actorOf(c), input, new Date());
      c.get('log').info({ clockEventId: event.id, kind: event.kind, outcome: event.outcome, created }, 'clock event');
      return c.json({ event }, created ? 201 : 200);
    });
}

/**
 * `/api/admin/clock` (ADR 036): the day's attendance and the month's figures for staff allowed `attendance.read`;
 * approving or correcting an event needs `attendance.correct`.
 */
export function adminClockRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requirePermission(deps, 'attendance.read', 'attendance'))
    .get('/attendance', async (c) => {
      const { date } = parseWith(ZAttendanceQuerySchema, c.req.query());
      return c.json(await listAttendance(deps.db, actorOf(c), date, new Date()));
    })
    .get('/stats', async (c) => {
      const { month } = parseWith(ZClockStatsQuerySchema, c.req.query());
      return c.json(await clockStats(deps.db, actorOf(c), month, new Date()));
    })
    .get('/stats/csv', async (c) => {
      const { month } = parseWith(ZClockStatsQuerySchema, c.req.query());
      const stats = await clockStats(deps.db, actorOf(c), month, new Date());
      return c.body(clockStatsCsv(stats), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="badgeage-${stats.month}.csv"`,
        'cache-control': 'no-store',
      });
    })
    .post('/events/:id/review', requirePermission(deps, 'attendance.correct', 'attendance'), async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZClockReviewRequestSchema);
      return c.json({ event: await reviewClockEvent(deps.db, actorOf(c), id, input, new Date()) });
    });
}
