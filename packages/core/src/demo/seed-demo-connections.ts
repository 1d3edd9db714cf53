import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { advertisers, channelConnections } from '@verba/db';
import { advertiserLimits } from '@verba/domain';
import { makePng } from '../advertisers/test-images';
import { uploadAdvertiserLogo } from '../advertisers/upload-advertiser-logo';
import type { Deps } from '../deps';
import { recordAudit } from '../audit/record-audit';
import { createSandboxTokens } from '../channels/sandbox/sandbox-tokens';
import { channelTokenBox } from '../channels/connections/connection-rules';
import { googleScopes } from '../channels/connections/providers/google';
import { encodeSubject } from '../channels/google-ads/sandbox/world';
import { metaScopes } from '../channels/connections/providers/meta';
import { metaSandboxUserToken } from '../channels/meta/sandbox/facebook-login';
import { metaSandboxPages } from '../channels/meta/sandbox/graph-sandbox';
import type { Actor } from '../deps';
import { demoAdminActor } from './seed-demo-finance';

/** The sandbox's Google account and YouTube channel of the demo's Ótica Visão Clara (sandbox/world.ts). */
export const demoYoutubeConnection = {
  advertiser: 'Ótica Visão Clara',
  accountId: 'marcos',
  channel: { id: 'UCsbxVisaoClara0000003', name: 'Ótica Visão Clara' },
  /** Its "Visão Clara 15s" (unlisted), the demo YOUTUBE creative's video. */
  videoId: 'sbxVid00021',
} as const;

/**
 * Demo connections (issue 27), in sandbox mode only: Ótica Visão Clara's YouTube channel connected
 * by the agency's administrator, stored as `completeConnection` stores what the sandbox's consent
 * page grants (the account's channel, youtube.readonly, tokens minted by the Google sandbox and
 * sealed), so the YOUTUBE demo campaign can be pushed without a consent click; and its logo, which
 * Demand Gen ads require. Idempotent: a connection of that channel not disconnected is left alone.
 */
export async function seedDemoConnections({ deps, adminEmail }: { deps: Deps; adminEmail: string }) {
  if (deps.config.channelsMode !== 'sandbox' || !deps.config.trackingSecret) return;
  const actor = await demoAdminActor(deps, adminEmail);
  if (!actor) return;
  await seedDemoMetaPage(deps, actor);
  const [advertiser] = await deps.db
    .select({ id: advertisers.id, logoKey: advertisers.logoKey })
    .from(advertisers)
    .where(
      and(
        eq(advertisers.companyId, actor.companyId),
        eq(advertisers.displayName, demoYoutubeConnection.advertiser),
        eq(advertisers.status, 'active'),
      ),
    )
    .limit(1);
  if (!advertiser) return;
  // Google requires the business's square logo on a Demand Gen ad (the YOUTUBE campaign's).
  if (!advertiser.logoKey)
    await uploadAdvertiserLogo({
      deps,
      actor,
      id: advertiser.id,
      bytes: makePng({ width: advertiserLimits.logoWidth, height: advertiserLimits.logoHeight }),
      language: 'pt_BR',
    });
  const { channel } = demoYoutubeConnection;
  const [existing] = await deps.db
    .select({ id: channelConnections.id })
    .from(channelConnections)
    .where(
      and(
        eq(channelConnections.advertiserId, advertiser.id),
        eq(channelConnections.purpose, 'youtube_channel'),
        eq(channelConnections.externalAccountId, channel.id),
        ne(channelConnections.status, 'disconnected'),
      ),
    )
    .limit(1);
  if (existing) return;
  const now = deps.now();
  const scopes = [googleScopes.youtube_channel];
  const tokens = createSandboxTokens(deps.config.trackingSecret);
  const subject = encodeSubject({
    accountId: demoYoutubeConnection.accountId,
    channelId: channel.id,
    grantId: `demo-${randomUUID()}`,
  });
  const accessTtl = 3600;
  const access = tokens.issue({
    platform: 'google',
    subject,
    scopes,
    kind: 'access',
    exp: Math.floor(now.getTime() / 1000) + accessTtl,
  });
  const refresh = tokens.issue({
    platform: 'google',
    subject,
    scopes,
    kind: 'refresh',
    exp: Math.floor(Date.UTC(2100, 0, 1) / 1000),
  });
  const box = channelTokenBox(deps);
  await deps.db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.insert(channelConnections).values({
      id,
      companyId: actor.companyId,
      advertiserId: advertiser.id,
      platform: 'google_ads',
      purpose: 'youtube_channel',
      externalAccountId: channel.id,
      displayName: channel.name,
      accounts: [{ id: channel.id, name: channel.name, kind: 'youtube_channel' }],
      scopes,
      accessTokenSealed: box.seal(access),
      refreshTokenSealed: box.seal(refresh),
      expiresAt: new Date(now.getTime() + accessTtl * 1000),
      status: 'active',
      connectedByUserId: actor.userId,
      connectedAt: now,
      lastRefreshedAt: now,
      updatedAt: now,
    });
    await recordAudit({
      db: tx,
      actor,
      action: 'channel_connection.connected',
      targetType: 'channel_connection',
      targetId: id,
      metadata: {
        advertiser_id: advertiser.id,
        platform: 'google_ads',
        purpose: 'youtube_channel',
        account: channel.id,
        scopes,
        replaced: false,
        demo: true,
      },
      at: now,
    });
  });
}

/** The sandbox Page (and Instagram account) of the demo's Café Serra Azul (meta/sandbox/graph-sandbox.ts). */
export const demoMetaPage = { advertiser: 'Café Serra Azul', pageId: '3000000000000031' } as const;

/**
 * Café Serra Azul's Facebook Page connection (issue 28), as `completeConnection` stores what the
 * Meta sandbox's Facebook Login dialog grants (the Page, its Instagram account, the Page scopes, a
 * 60-day user token sealed; Meta issues no refresh token), so its META_ADS demo campaign runs
 * under the advertiser's own Page without a consent click. Idempotent like the YouTube one.
 */
async function seedDemoMetaPage(deps: Deps, actor: Actor) {
  const secret = deps.config.trackingSecret;
  if (!secret) return;
  const [advertiser] = await deps.db
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(
      and(
        eq(advertisers.companyId, actor.companyId),
        eq(advertisers.displayName, demoMetaPage.advertiser),
        eq(advertisers.status, 'active'),
      ),
    )
    .limit(1);
  if (!advertiser) return;
  const page = metaSandboxPages[demoMetaPage.pageId]!;
  const [existing] = await deps.db
    .select({ id: channelConnections.id })
    .from(channelConnections)
    .where(
      and(
        eq(channelConnections.advertiserId, advertiser.id),
        eq(channelConnections.purpose, 'facebook_page'),
        eq(channelConnections.externalAccountId, demoMetaPage.pageId),
        ne(channelConnections.status, 'disconnected'),
      ),
    )
    .limit(1);
  if (existing) return;
  const now = deps.now();
  const scopes = metaScopes.facebook_page;
  const { token, expiresIn } = metaSandboxUserToken({ secret, pageIds: [demoMetaPage.pageId], scopes, now });
  const accounts = [
    { id: demoMetaPage.pageId, name: page.name, kind: 'facebook_page' as const },
    ...(page.instagram
      ? [{ id: page.instagram, name: `Instagram · ${page.name}`, kind: 'instagram_account' as const }]
      : []),
  ];
  const box = channelTokenBox(deps);
  await deps.db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.insert(channelConnections).values({
      id,
      companyId: actor.companyId,
      advertiserId: advertiser.id,
      platform: 'meta',
      purpose: 'facebook_page',
      externalAccountId: demoMetaPage.pageId,
      displayName: page.name,
      accounts,
      scopes,
      accessTokenSealed: box.seal(token),
      refreshTokenSealed: null,
      expiresAt: new Date(now.getTime() + expiresIn * 1000),
      status: 'active',
      connectedByUserId: actor.userId,
      connectedAt: now,
      lastRefreshedAt: now,
      updatedAt: now,
    });
    await recordAudit({
      db: tx,
      actor,
      action: 'channel_connection.connected',
      targetType: 'channel_connection',
      targetId: id,
      metadata: {
        advertiser_id: advertiser.id,
        platform: 'meta',
        purpose: 'facebook_page',
        account: demoMetaPage.pageId,
        scopes,
        replaced: false,
        demo: true,
      },
      at: now,
    });
  });
}
