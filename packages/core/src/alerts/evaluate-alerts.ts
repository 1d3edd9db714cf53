import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { nextAlertState, type AlertState } from '@verba/domain';
import type { Deps } from '../deps';
import { enqueueJob } from '../jobs/enqueue-job';
import { builtInConditions } from './built-in-conditions';
import { conditionKey, type AlertCondition } from './conditions';
import { alertsEvaluateJob } from './jobs';
import { notifyTransitions, type Transition } from './notify';
import { ruleConditions } from './rule-conditions';
import { runRuleAction } from './rule-action';
import { pgArray } from './pg-array';

interface StoredState {
  id: string;
  alert_type: string;
  rule_key: string;
  object_type: string;
  object_id: string;
  state: AlertState;
  resolved_at: Date | string | null;
  firings: number;
}

export interface EvaluationResult {
  conditions: number;
  fired: number;
  resolved: number;
  notifications: number;
  ms: number;
}

const chunk = 500;

/**
 * One evaluation (issue 31): every built-in alert and every rule × object, each a state machine
 * (ok → firing → resolved) stored in alert_states. Only changed states are written; entering
 * `firing` notifies once, a recovery worth telling notifies its resolution; a firing whose object
 * left the evaluation (campaign paused, event too old) resolves silently.
 */
export async function evaluateAlerts({
  deps,
  input = {},
}: {
  deps: Deps;
  input?: { companyIds?: string[] };
}): Promise<EvaluationResult> {
  const started = performance.now();
  const now = deps.now();
  const conditions = [
    ...(await builtInConditions({ deps, ...(input.companyIds && { companyIds: input.companyIds }) })),
    ...(await ruleConditions({ deps, ...(input.companyIds && { companyIds: input.companyIds }) })),
  ];
  const only = input.companyIds ? sql`AND company_id = ANY(${pgArray(input.companyIds)}::uuid[])` : sql``;
  const stored = await queryRows<StoredState>(
    deps.db,
    sql`SELECT id, alert_type, rule_key, object_type, object_id, state, resolved_at, firings
          FROM alert_states WHERE (state = 'firing' OR resolved_at > ${new Date(now.getTime() - 7 * 86_400_000)}) ${only}`,
  );
  const storedByKey = new Map(stored.map((s) => [conditionKey({ alertType: s.alert_type as never, ruleKey: s.rule_key, objectType: s.object_type, objectId: s.object_id }), s]));

  const changes: { condition: AlertCondition; state: AlertState; notify: 'fire' | 'resolve' | null; firings: number }[] = [];
  const seen = new Set<string>();
  for (const condition of conditions) {
    const key = conditionKey(condition);
    seen.add(key);
    const previous = storedByKey.get(key);
    const t = nextAlertState({
      previous: previous?.state ?? 'ok',
      conditionMet: condition.met,
      now,
      // A raw row: PGlite answers timestamptz as text, node-postgres as a Date.
      resolvedAt: previous?.resolved_at ? new Date(previous.resolved_at) : null,
      cooldownMinutes: condition.cooldownMinutes,
    });
    if (t.state === (previous?.state ?? 'ok')) continue;
    changes.push({
      condition,
      state: t.state,
      notify: t.notify === 'resolve' && !condition.announceResolve ? null : t.notify,
      firings: (previous?.firings ?? 0) + (t.notify === 'fire' ? 1 : 0),
    });
  }
  // Firing states whose object is no longer evaluated: resolved without a notice.
  const gone = stored.filter((s) => s.state === 'firing' && !seen.has(conditionKey({ alertType: s.alert_type as never, ruleKey: s.rule_key, objectType: s.object_type, objectId: s.object_id })));
  if (gone.length)
    await deps.db.execute(
      sql`UPDATE alert_states SET state = 'resolved', resolved_at = ${now}, evaluated_at = ${now} WHERE id = ANY(${pgArray(gone.map((g) => g.id))}::uuid[])`,
    );

  const transitions: Transition[] = [];
  for (let i = 0; i < changes.length; i += chunk) {
    const part = changes.slice(i, i + chunk);
    const values = part.map(
      (c) => sql`(${c.condition.companyId}::uuid, ${c.condition.alertType}, ${c.condition.ruleKey}, ${c.condition.objectType}, ${c.condition.objectId},
                 ${c.state}, ${c.condition.severity}, ${c.condition.value}::numeric, ${JSON.stringify(c.condition.params)}::jsonb,
                 ${c.state === 'firing' ? now : null}::timestamptz, ${c.state === 'resolved' ? now : null}::timestamptz, ${c.firings}, ${now}::timestamptz)`,
    );
    const rows = await queryRows<{ id: string; alert_type: string; rule_key: string; object_type: string; object_id: string }>(
      deps.db,
      sql`INSERT INTO alert_states AS s (company_id, alert_type, rule_key, object_type, object_id, state, severity, value, params, fired_at, resolved_at, firings, evaluated_at)
          VALUES ${sql.join(values, sql`, `)}
          ON CONFLICT (alert_type, rule_key, object_type, object_id) DO UPDATE SET
            state = excluded.state, severity = excluded.severity, value = excluded.value, params = excluded.params,
            fired_at = coalesce(excluded.fired_at, s.fired_at), resolved_at = excluded.resolved_at,
            firings = excluded.firings, evaluated_at = excluded.evaluated_at
          RETURNING id, alert_type, rule_key, object_type, object_id`,
    );
    const idByKey = new Map(rows.map((r) => [conditionKey({ alertType: r.alert_type as never, ruleKey: r.rule_key, objectType: r.object_type, objectId: r.object_id }), r.id]));
    for (const c of part) {
      if (!c.notify) continue;
      transitions.push({ stateId: idByKey.get(conditionKey(c.condition))!, kind: c.notify === 'fire' ? 'firing' : 'resolved', firings: c.firings, condition: c.condition });
    }
  }
  for (const t of transitions) if (t.kind === 'firing' && t.condition.action) await runRuleAction({ deps, condition: t.condition });
  const notifications = transitions.length ? await notifyTransitions({ deps, transitions }) : 0;
  return {
    conditions: conditions.length,
    fired: transitions.filter((t) => t.kind === 'firing').length,
    resolved: changes.filter((c) => c.state === 'resolved').length + gone.length,
    notifications,
    ms: Math.round(performance.now() - started),
  };
}

/** Job `alerts.evaluate`: enqueues the next slot first (the chain never breaks nor doubles), then evaluates. */
export async function runAlertEvaluation({ deps }: { deps: Deps }): Promise<void> {
  const now = deps.now();
  const slotMs = deps.config.alertsEvaluateSeconds * 1000;
  const next = new Date(Math.floor(now.getTime() / slotMs) * slotMs + slotMs);
  await enqueueJob({ db: deps.db, kind: alertsEvaluateJob, runAt: next, dedupeKey: `${alertsEvaluateJob}:${next.toISOString()}` });
  const result = await evaluateAlerts({ deps });
  if (result.fired || result.resolved) deps.logger.info(result, 'alerts evaluated');
}
