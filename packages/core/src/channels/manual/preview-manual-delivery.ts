import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { analyseManualFile } from './analyse-manual-file';
import { findManualCampaign } from './manual-campaign';
import { toManualImportView } from './manual-import-view';

/**
 * `POST staff/managed-campaigns/:id/delivery-files/preview`: reads a partner's delivery file (CSV
 * pt-BR or en, or XLSX; docs/channels-manual.md) against the campaign and answers each row's
 * figures, its problems and what it would change (new day, corrected day, unchanged). Stores nothing:
 * staff confirm by sending the same file to `importManualDelivery`.
 */
export async function previewManualDelivery({
  deps,
  actor,
  input,
}: {
  deps: Pick<Deps, 'db' | 'now' | 'config'>;
  actor: Actor;
  input: { campaignId: string; bytes: Buffer; fileName: string };
}) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const campaign = await findManualCampaign({ db: deps.db, id: input.campaignId });
  const analysis = await analyseManualFile({
    db: deps.db,
    deps,
    campaign,
    bytes: input.bytes,
    fileName: input.fileName,
  });
  return toManualImportView(analysis, false);
}
