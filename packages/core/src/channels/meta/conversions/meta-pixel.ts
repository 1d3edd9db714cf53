import type { createGraphClient } from '../meta-connector';

type Graph = ReturnType<typeof createGraphClient>;

const pixels = new Map<string, string>();

/**
 * Verba's Meta pixel (dataset) for an advertiser on Verba's ad account, `verba:<advertiser id>`:
 * found on the ad account's `adspixels` edge, else created there. OUTCOME_SALES ad sets promote it
 * (`promoted_object.pixel_id`), and the Conversions API sends the advertiser's events to it.
 */
export async function metaPixelFor({
  graph,
  adAccountId,
  advertiserId,
}: {
  graph: Graph;
  adAccountId: string;
  advertiserId: string;
}): Promise<string> {
  const name = `verba:${advertiserId}`;
  const key = `${adAccountId}/${name}`;
  const cached = pixels.get(key);
  if (cached) return cached;
  const list = await graph.call('GET', `/act_${adAccountId}/adspixels`, { fields: 'id,name', limit: 500 });
  const found = ((list.data as { id: string; name: string }[] | undefined) ?? []).find(
    (p) => p.name === name,
  );
  const id = found
    ? found.id
    : String(
        (await graph.call('POST', `/act_${adAccountId}/adspixels`, { name }, `advertiser:${advertiserId}`))
          .id,
      );
  pixels.set(key, id);
  return id;
}
