import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { analyseManualFile } from './analyse-manual-file';
import { findManualCampaign } from './manual-campaign';
import { toManualImportView } from './manual-import-view';
import { storeManualDays } from './store-manual-days';

/**
 * `POST staff/managed-campaigns/:id/delivery-files`: records every row of a partner's delivery file,
 * all or nothing. The file is read again inside the transaction (what the preview showed may have
 * changed meanwhile); any problem refuses it whole with VALIDATION_FAILED (the rows' messages under
 * `file`), and nothing is stored. `expectedSha256`, when given, must be the previewed file's.
 * Each stored day is audited with the file's name and SHA-256 (and the previous figures of a
 * corrected day).
 */
export async function importManualDelivery({
  deps,
  actor,
  input,
}: {
  deps: Pick<Deps, 'db' | 'now' | 'config'>;
  actor: Actor;
  input: { campaignId: string; bytes: Buffer; fileName: string; expectedSha256?: string | undefined };
}) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const campaign = await findManualCampaign({ db: tx, id: input.campaignId });
    const analysis = await analyseManualFile({
      db: tx,
      deps,
      campaign,
      bytes: input.bytes,
      fileName: input.fileName,
    });
    if (input.expectedSha256 && input.expectedSha256 !== analysis.sha256)
      throw fail('MANUAL_DELIVERY_FILE_CHANGED');
    const refused = [
      ...analysis.problems,
      ...analysis.rows.flatMap((row) =>
        row.problems.map((p) => ({ ...p, params: { row: row.row, ...p.params } })),
      ),
    ];
    if (refused.length > 0)
      throw fail(
        'VALIDATION_FAILED',
        { file: refused.slice(0, 20).map((p) => ({ key: p.key, params: p.params })) },
        { problems: refused.length },
      );
    await storeManualDays({
      tx,
      actor,
      campaign,
      days: analysis.days,
      source: { source: 'upload', fileName: analysis.fileName, fileSha256: analysis.sha256 },
      now,
    });
    return toManualImportView(analysis, true);
  });
}
