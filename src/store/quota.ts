import type { Sql, Store } from './types.ts';

/** Analyses allowed per UTC day, by plan. */
export const PLAN_LIMITS = Object.freeze({ free: 10, pro: 500 });

/** A plan name: `free` or `pro`. */
export type Plan = keyof typeof PLAN_LIMITS;

/** What a usage event records: which analysis, of what. */
export type UsageKind = 'domain' | 'seo_audit' | 'strategy' | 'name_search';

/** `usage_summary`'s answer for the current UTC day. */
export interface UsageSummary {
  plan: Plan;
  limit: number;
  used: number;
  remaining: number;
}

/** A recorded usage event. */
export interface UsageEvent {
  id: string;
  user_id: string;
  kind: UsageKind;
  target: string;
  status: 'ok' | 'failed';
  created_at: Date;
}

/** The outcome of {@link recordUsage}: the event (and the day's use with it), or the spent quota. */
export type RecordUsageResult =
  | { ok: true; event: UsageEvent; limit: number; used: number }
  | { ok: false; limit: number; used: number; resetsAt: Date };

/** Thrown by {@link recordUsage} when the user id names no account (deleted since sign-in). */
export class UnknownUserError extends Error {
  constructor() {
    super('No account has this user id.');
    this.name = 'UnknownUserError';
  }
}

/** 00:00 UTC of `now`'s day: the start of the quota window. */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** 00:00 UTC of the next day: when the quota resets. */
export function nextUtcDay(now: Date): Date {
  return new Date(utcDayStart(now).getTime() + 86_400_000);
}

function planOf(value: unknown): Plan {
  return value === 'pro' ? 'pro' : 'free';
}

async function usedToday(sql: Sql, userId: string, now: Date): Promise<number> {
  const { rows } = await sql.query<{ used: number }>(
    `select count(*)::int as used from usage_events
      where user_id = $1 and created_at >= $2 and status <> 'failed'`,
    [userId, utcDayStart(now)],
  );
  return rows[0]?.used ?? 0;
}

/** Plan, limit, used and remaining analyses of `userId` for `now`'s UTC day. */
export async function usageSummary(store: Store, userId: string, now: Date): Promise<UsageSummary> {
  return store.asService(async (sql) => {
    const { rows } = await sql.query<{ plan: string }>('select plan from users where id = $1', [
      userId,
    ]);
    const plan = planOf(rows[0]?.plan);
    const limit = PLAN_LIMITS[plan];
    const used = await usedToday(sql, userId, now);
    return { plan, limit, used, remaining: Math.max(0, limit - used) };
  });
}

/**
 * The one atomic step "check the quota and record a usage event": in one transaction, lock
 * the user's row (`FOR UPDATE`), count today's events, and insert the new one only when the
 * count is under the plan's limit. Concurrent calls for the same user queue on the row lock,
 * and each counts after the previous one committed, so the limit can never be exceeded —
 * on PostgreSQL (READ COMMITTED: every statement sees the latest commits) and on PGlite
 * (one connection: transactions run one after another).
 *
 * @throws {UnknownUserError} when the user does not exist.
 */
export async function recordUsage(
  store: Store,
  usage: { userId: string; kind: UsageKind; target: string },
  now: Date,
): Promise<RecordUsageResult> {
  return store.asService(async (sql) => {
    const { rows } = await sql.query<{ plan: string }>(
      'select plan from users where id = $1 for update',
      [usage.userId],
    );
    if (rows[0] === undefined) throw new UnknownUserError();
    const limit = PLAN_LIMITS[planOf(rows[0].plan)];
    const used = await usedToday(sql, usage.userId, now);
    if (used >= limit) return { ok: false, limit, used, resetsAt: nextUtcDay(now) };
    const inserted = await sql.query<UsageEvent>(
      `insert into usage_events (user_id, kind, target, created_at) values ($1, $2, $3, $4)
       returning id, user_id, kind, target, status, created_at`,
      [usage.userId, usage.kind, usage.target.slice(0, 2048), now],
    );
    const event = inserted.rows[0];
    if (event === undefined) throw new Error('recordUsage: insert returned no row');
    return { ok: true, event, limit, used: used + 1 };
  });
}

/**
 * Marks an event `failed` (the analysis could not run, for example the page could not be
 * fetched): it stays in the history but no longer counts against the quota.
 */
export async function markUsageFailed(store: Store, eventId: string): Promise<void> {
  await store.asService((sql) =>
    sql.query(`update usage_events set status = 'failed' where id = $1`, [eventId]),
  );
}
