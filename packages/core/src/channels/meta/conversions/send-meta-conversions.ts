import { and, asc, eq, gte, inArray, isNull, isNotNull } from 'drizzle-orm';
import { advertisers, campaigns, pixelEvents, pixelGroups, pixelRules } from '@verba/db';
import type { Deps } from '../../../deps';
import { metaConnectorFor } from '../factory';
import type { createMetaConnector } from '../meta-connector';
import { metaSandboxAdAccountId } from '../sandbox/graph-sandbox';
import { metaPixelFor } from './meta-pixel';
import { metaUserDataOf } from './meta-user-data';

type Graph = ReturnType<typeof createMetaConnector>['graph'];

/** Meta's standard events for the names Verba's pixel rules commonly use; others go as custom events. */
const standardEvents: Record<string, string> = {
  purchase: 'Purchase',
  compra: 'Purchase',
  lead: 'Lead',
  cadastro: 'CompleteRegistration',
  signup: 'CompleteRegistration',
  sign_up: 'CompleteRegistration',
  add_to_cart: 'AddToCart',
  carrinho: 'AddToCart',
  checkout: 'InitiateCheckout',
  contact: 'Contact',
  contato: 'Contact',
  subscribe: 'Subscribe',
  assinatura: 'Subscribe',
  page_view: 'PageView',
  pageview: 'PageView',
  view_content: 'ViewContent',
};
export const metaEventNameOf = (verbaName: string): string =>
  standardEvents[verbaName.trim().toLowerCase()] ?? verbaName;

/** Events older than this are not accepted by Meta (7 days); a little margin before the edge. */
const maxAgeMs = 7 * 86_400_000 - 3_600_000;
const batchSize = 1000;

/** Campaign statuses of a META_ADS CONVERSION campaign whose advertiser's conversions Meta optimises on. */
const runningStatuses = ['active', 'inactive', 'paused', 'pending'] as const;

/**
 * Meta Conversions API (issue 28): the pixel events of advertisers with a running META_ADS
 * CONVERSION campaign, sent once to Verba's Meta pixel for that advertiser
 * (`POST /{pixel_id}/events`, the pixel made on Verba's ad account as `verba:<advertiser id>`).
 * Only events whose visitor gave consent (`consent = 'granted'`, recorded by the pixel), with the
 * browser's User-Agent (Meta requires it for website events), within Meta's 7 days; user data only
 * as SHA-256 hashes (meta-user-data.ts); `event_id` is Verba's event id (Meta deduplicates on it).
 * Runs in the channel sync round. Answers how many events were sent per advertiser.
 */
export async function sendMetaConversions({
  deps,
  graph: given,
}: {
  deps: Deps;
  /** The Graph client (tests); default: the running mode's Meta connector's. */
  graph?: Graph;
}): Promise<{ advertiserId: string; pixelId: string; sent: number }[]> {
  const graph = given ?? (metaConnectorFor(deps) as ReturnType<typeof createMetaConnector> | null)?.graph;
  if (!graph) return [];
  const now = deps.now();
  const rows = await deps.db
    .selectDistinct({ advertiserId: campaigns.advertiserId, currency: advertisers.currency })
    .from(campaigns)
    .innerJoin(advertisers, eq(advertisers.id, campaigns.advertiserId))
    .where(
      and(
        eq(campaigns.type, 'META_ADS'),
        eq(campaigns.objective, 'CONVERSION'),
        inArray(campaigns.status, [...runningStatuses]),
        isNull(campaigns.deletedAt),
      ),
    );
  const results: { advertiserId: string; pixelId: string; sent: number }[] = [];
  const adAccount = adAccountOf(deps);
  if (!adAccount) return results;
  for (const { advertiserId, currency } of rows) {
    const events = await deps.db
      .select({
        id: pixelEvents.id,
        occurredAt: pixelEvents.occurredAt,
        pageUrl: pixelEvents.pageUrl,
        visitorId: pixelEvents.visitorId,
        value: pixelEvents.value,
        emailSha256: pixelEvents.emailSha256,
        phoneSha256: pixelEvents.phoneSha256,
        userAgent: pixelEvents.userAgent,
        eventName: pixelRules.eventName,
      })
      .from(pixelEvents)
      .innerJoin(pixelGroups, eq(pixelGroups.id, pixelEvents.groupId))
      .innerJoin(pixelRules, eq(pixelRules.id, pixelEvents.ruleId))
      .where(
        and(
          eq(pixelGroups.advertiserId, advertiserId),
          eq(pixelEvents.consent, 'granted'),
          isNull(pixelEvents.metaSentAt),
          isNotNull(pixelEvents.userAgent),
          gte(pixelEvents.occurredAt, new Date(now.getTime() - maxAgeMs)),
        ),
      )
      .orderBy(asc(pixelEvents.occurredAt))
      .limit(batchSize);
    if (events.length === 0) continue;
    const pixelId = await metaPixelFor({ graph, adAccountId: adAccount, advertiserId });
    const answer = await graph.call(
      'POST',
      `/${pixelId}/events`,
      {
        data: events.map((e) => ({
          event_name: metaEventNameOf(e.eventName),
          event_time: Math.floor(e.occurredAt.getTime() / 1000),
          event_id: e.id,
          action_source: 'website',
          event_source_url: e.pageUrl || undefined,
          user_data: { ...metaUserDataOf(e), client_user_agent: e.userAgent },
          ...(e.value !== null && { custom_data: { value: e.value / 100, currency } }),
        })),
      },
      `advertiser:${advertiserId}`,
    );
    await deps.db
      .update(pixelEvents)
      .set({ metaSentAt: now })
      .where(
        inArray(
          pixelEvents.id,
          events.map((e) => e.id),
        ),
      );
    results.push({ advertiserId, pixelId, sent: Number(answer.events_received ?? events.length) });
  }
  return results;
}

/** Verba's ad account: META_AD_ACCOUNT_ID live, the sandbox's otherwise. */
const adAccountOf = (deps: Deps): string | null =>
  deps.config.channelsMode === 'live' ? (deps.config.meta?.adAccountId ?? null) : metaSandboxAdAccountId;
