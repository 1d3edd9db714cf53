import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { advertisers, creatives, users } from '@verba/db';
import { creativeInputSchema, roleById, type CreativeForm } from '@verba/domain';
import { makePng } from '../advertisers/test-images';
import { createCreative } from '../creatives/create-creative';
import { makeMp4, makeWav } from '../creatives/media-samples';
import { reviewCreative } from '../creatives/review-creative';
import { uploadCreativeAsset } from '../creatives/upload-creative-asset';
import type { Actor, Deps } from '../deps';
import { demoAdvertisers } from './demo-finance-data';
import { demoYoutubeConnection } from './seed-demo-connections';

/** A demo user acting as if signed in (the seed has no session). */
export async function demoActor(deps: Deps, email: string): Promise<Actor | undefined> {
  const [user] = await deps.db
    .select({
      id: users.id,
      companyId: users.companyId,
      roleId: users.roleId,
      language: users.language,
      isStaff: users.isStaff,
    })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  const role = user && roleById(user.roleId);
  if (!user || !role) return undefined;
  return {
    userId: user.id,
    companyId: user.companyId,
    role,
    isStaff: user.isStaff,
    tokenId: 'demo-seed',
    impersonatorUserId: null,
    language: user.language,
  };
}

/** The files every demo advertiser gets, generated here (no fixture, no system package). */
const demoFiles = () => ({
  rectangle: makePng({ width: 300, height: 250 }),
  leaderboard: makePng({ width: 728, height: 90 }),
  mobile: makePng({ width: 320, height: 50 }),
  native: makePng({ width: 1200, height: 627 }),
  icon: makePng({ width: 192, height: 192 }),
  video: makeMp4({ width: 640, height: 360, durationMs: 15_000, mdatBytes: 64 * 1024 }),
  audio: makeWav({ seconds: 15 }),
  // Spotify's companion image for audio ads (640×640, shown while the audio plays).
  companion: makePng({ width: 640, height: 640 }),
});
type DemoFile = keyof ReturnType<typeof demoFiles>;

/** One creative of every format (three display sizes), for an advertiser shown as `brand` at `site`. */
function demoCreatives(
  brand: string,
  site: string,
  youtubeVideoId: string | null,
): (CreativeForm & { file?: DemoFile; companion?: DemoFile })[] {
  const url = `https://${site}`;
  return [
    { name: `${brand} · Retângulo 300x250`, format: 'DISPLAY', file: 'rectangle', destination_url: url },
    { name: `${brand} · Super banner 728x90`, format: 'DISPLAY', file: 'leaderboard', destination_url: url },
    { name: `${brand} · Mobile 320x50`, format: 'DISPLAY', file: 'mobile', destination_url: url },
    {
      name: `${brand} · Nativo`,
      format: 'NATIVE_DISPLAY',
      file: 'native',
      title: brand.slice(0, 25),
      body: 'Conheça as novidades da estação com condições especiais.',
      call_to_action: 'Saiba mais',
      sponsored_by: brand.slice(0, 25),
      display_url: site.slice(0, 30),
      destination_url: url,
    },
    {
      name: `${brand} · Vídeo`,
      format: 'DISPLAY_VIDEO',
      file: 'video',
      title: brand.slice(0, 25),
      destination_url: url,
    },
    {
      name: `${brand} · Push`,
      format: 'PUSH',
      file: 'icon',
      title: 'Oferta da semana',
      body: `${brand}: condições especiais só esta semana.`.slice(0, 90),
      destination_url: url,
    },
    {
      name: `${brand} · Busca`,
      format: 'SEARCH',
      search: {
        final_url: url,
        path1: 'ofertas',
        path2: 'semana',
        titles: [brand.slice(0, 30), 'Ofertas da semana', 'Entrega em todo o Brasil'],
        descriptions: [
          'Condições especiais por tempo limitado. Confira!',
          'Atendimento de segunda a sábado.',
        ],
        sitelinks: ['Ofertas', 'Novidades', 'Lojas', 'Contato'].map((text) => ({
          text,
          final_url: `${url}/${text.toLowerCase()}`,
          description1: `Veja ${text.toLowerCase()} da ${brand}`.slice(0, 35),
          // Google wants both sitelink descriptions or neither.
          description2: 'Na loja e no site',
        })),
        callouts: ['Frete grátis', 'Parcele em 10x', 'Troca fácil'],
        keywords: Array.from({ length: 20 }, (_, i) => `${brand.toLowerCase()} ${i + 1}`),
      },
    },
    {
      name: `${brand} · YouTube`,
      format: 'YOUTUBE',
      file: 'video',
      headline: `${brand}: novidades da estação`.slice(0, 90),
      body: `Conheça a coleção da estação na ${brand}: novidades toda semana.`.slice(0, 90),
      // The video on the advertiser's YouTube channel in the Google sandbox (seed-demo-connections.ts).
      ...(youtubeVideoId && { youtube_video_id: youtubeVideoId }),
      call_to_action: 'Saiba mais',
      destination_url: url,
    },
    {
      name: `${brand} · Spot de áudio`,
      format: 'AUDIO',
      file: 'audio',
      companion: 'companion',
      title: brand.slice(0, 25),
      destination_url: url,
    },
  ];
}

async function* chunksOf(bytes: Buffer) {
  for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
}

/**
 * Demo creatives (issue 10): each of the demo's own active advertisers (demo-finance-data.ts; never
 * one a user created) without creatives gets one of every format, its files generated in JavaScript and uploaded, created and approved by staff
 * through the same use cases as the API. Advertisers that already have creatives are left as they are.
 */
export async function seedDemoCreatives({
  deps,
  adminEmail,
  staffEmail,
}: {
  deps: Deps;
  adminEmail: string;
  staffEmail: string;
}) {
  const [actor, staff] = [await demoActor(deps, adminEmail), await demoActor(deps, staffEmail)];
  if (!actor || !staff?.isStaff) return;
  const list = await deps.db
    .select({ id: advertisers.id, displayName: advertisers.displayName, website: advertisers.website })
    .from(advertisers)
    .where(
      and(
        eq(advertisers.companyId, actor.companyId),
        eq(advertisers.status, 'active'),
        inArray(
          advertisers.name,
          demoAdvertisers.map((demo) => demo.input.name),
        ),
      ),
    );
  for (const advertiser of list) {
    const [{ n } = { n: 0 }] = await deps.db
      .select({ n: count() })
      .from(creatives)
      .where(eq(creatives.advertiserId, advertiser.id));
    if (n > 0) continue;
    const files = demoFiles();
    const assetIds = new Map<DemoFile, string>();
    const site = new URL(advertiser.website).host;
    const video =
      advertiser.displayName === demoYoutubeConnection.advertiser ? demoYoutubeConnection.videoId : null;
    for (const { file, companion, ...form } of demoCreatives(advertiser.displayName, site, video)) {
      for (const one of [file, companion])
        if (one && !assetIds.has(one)) {
          const asset = await uploadCreativeAsset({
            deps,
            actor,
            advertiserId: advertiser.id,
            file: chunksOf(files[one]),
            originalName: `${one}.${one === 'video' ? 'mp4' : one === 'audio' ? 'wav' : 'png'}`,
            language: 'pt_BR',
          });
          assetIds.set(one, asset.id);
        }
      const input = creativeInputSchema.parse({
        ...form,
        asset_id: file ? assetIds.get(file) : null,
        companion_asset_id: companion ? assetIds.get(companion) : null,
      });
      const { data } = await createCreative({ deps, actor, advertiserId: advertiser.id, input });
      await reviewCreative({ deps, actor: staff, id: data.id, input: { decision: 'approve', reason: null } });
    }
  }
}
