import type { TreeChange } from '@verba/domain';
import { fail } from '../errors';

/** The tree a domain state change produced, or its refusal thrown as the error code of the same name. */
export function changedOrThrow<T>(change: TreeChange<T>): T {
  if (!change.ok) throw fail(change.refusal.code, undefined, change.refusal.params);
  return change.tree;
}

/** Refuses a change made from a stale read of the campaign (lost update). */
export function assertVersion(current: number, sent: number | undefined): void {
  if (sent !== undefined && sent !== current) throw fail('VERSION_CONFLICT');
}
