import type { Deps } from '../deps';
import { enqueueJob } from '../jobs/enqueue-job';
import { sendPasswordResetJobKind } from './send-password-reset';

/**
 * `password/email`: queues the reset e-mail as a durable job and answers at once. Known and unknown
 * addresses do the same work here (one job insert) and get the same answer, so neither the answer
 * nor its timing tells whether the address has an account; the job decides (send-password-reset).
 */
export async function requestPasswordReset({
  deps,
  input,
}: {
  deps: Deps;
  input: { email: string };
}): Promise<{ email: string }> {
  // Due on the app's clock, the one the worker compares with (the database's may be a hair ahead).
  await enqueueJob({
    db: deps.db,
    kind: sendPasswordResetJobKind,
    payload: { email: input.email },
    runAt: deps.now(),
  });
  return { email: input.email };
}
