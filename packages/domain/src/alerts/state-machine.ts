/**
 * Each alert × object is a state machine ok → firing → resolved (→ firing again). It notifies
 * once per firing: entering `firing` sends, staying `firing` sends nothing, and a condition that
 * clears resolves it. The cooldown keeps a condition that flaps from firing again too soon.
 */
export type AlertState = 'ok' | 'firing' | 'resolved';

export interface AlertTransition {
  state: AlertState;
  /** What to send: a new firing, its resolution, or nothing. */
  notify: 'fire' | 'resolve' | null;
}

export function nextAlertState({
  previous,
  conditionMet,
  now,
  resolvedAt,
  cooldownMinutes = 0,
}: {
  previous: AlertState;
  conditionMet: boolean;
  now: Date;
  /** When the previous firing resolved (cooldown). */
  resolvedAt?: Date | null;
  cooldownMinutes?: number;
}): AlertTransition {
  if (previous === 'firing') return conditionMet ? { state: 'firing', notify: null } : { state: 'resolved', notify: 'resolve' };
  if (!conditionMet) return { state: previous, notify: null };
  if (
    previous === 'resolved' &&
    resolvedAt &&
    now.getTime() - resolvedAt.getTime() < cooldownMinutes * 60_000
  )
    return { state: 'resolved', notify: null };
  return { state: 'firing', notify: 'fire' };
}

/**
 * Quiet hours: minutes of the São Paulo day [start, end) in which non-critical alerts wait (a
 * window may cross midnight: 22:00–07:00). Critical alerts are never held.
 */
export function isQuietTime({
  minuteOfDay,
  start,
  end,
}: {
  minuteOfDay: number;
  start: number | null;
  end: number | null;
}): boolean {
  if (start === null || end === null || start === end) return false;
  return start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;
}

/** Minute of the São Paulo day (UTC−3, no daylight saving since 2019). */
export function saoPauloMinuteOfDay(at: Date): number {
  const minutes = Math.floor(at.getTime() / 60_000) - 3 * 60;
  return ((minutes % 1440) + 1440) % 1440;
}
