import { str } from './failure';
import type { Db } from '@verba/db';
import { bearerOf } from './oauth';
import { channelById, videoById, youtubeScopes, type SandboxChannel, type SandboxVideo } from './world';

/**
 * The YouTube Data API v3 endpoints Verba needs (fixtures/youtube.json): channels.list (mine / id),
 * playlistItems.list of a channel's uploads, videos.list by id. Read-only.
 */
export interface YoutubeReply {
  statusCode: number;
  body: unknown;
}

type Query = Record<string, string | undefined>;

const error = (
  code: number,
  status: string,
  message: string,
  reason: string,
  domain = 'global',
  extra: Record<string, string> = {},
): YoutubeReply => ({
  statusCode: code,
  body: { error: { code, message, errors: [{ message, domain, reason, ...extra }], status } },
});

const unauthorized = () =>
  error(
    401,
    'UNAUTHENTICATED',
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    'authError',
    'global',
    {
      location: 'Authorization',
      locationType: 'header',
    },
  );

const parts = (q: Query) =>
  new Set(
    (q.part ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  );

const thumbnails = (id: string) => ({
  default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
  medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`, width: 320, height: 180 },
  high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, width: 480, height: 360 },
});

function channelResource(c: SandboxChannel, p: Set<string>) {
  const out: Record<string, unknown> = { kind: 'youtube#channel', etag: `sbx-${c.id}`, id: c.id };
  if (p.has('snippet'))
    out.snippet = {
      title: c.title,
      description: c.description,
      customUrl: c.customUrl,
      publishedAt: c.publishedAt,
      thumbnails: { default: { url: `https://yt3.ggpht.com/sbx-${c.id}=s88`, width: 88, height: 88 } },
      localized: { title: c.title, description: c.description },
      country: 'BR',
    };
  if (p.has('contentDetails'))
    out.contentDetails = { relatedPlaylists: { likes: '', uploads: `UU${c.id.slice(2)}` } };
  if (p.has('statistics'))
    out.statistics = {
      viewCount: str(c.subscriberCount * 37),
      subscriberCount: str(c.subscriberCount),
      hiddenSubscriberCount: false,
      videoCount: str(c.videos.length),
    };
  if (p.has('status'))
    out.status = {
      privacyStatus: 'public',
      isLinked: true,
      longUploadsStatus: 'allowed',
      madeForKids: false,
    };
  return out;
}

const isoDuration = (s: number) =>
  `PT${s >= 3600 ? `${Math.floor(s / 3600)}H` : ''}${s % 3600 >= 60 ? `${Math.floor((s % 3600) / 60)}M` : ''}${s % 60 || s === 0 ? `${s % 60}S` : ''}`;

function videoResource(c: SandboxChannel, v: SandboxVideo, p: Set<string>) {
  const out: Record<string, unknown> = { kind: 'youtube#video', etag: `sbx-${v.id}`, id: v.id };
  if (p.has('snippet'))
    out.snippet = {
      publishedAt: v.publishedAt,
      channelId: c.id,
      title: v.title,
      description: '',
      thumbnails: thumbnails(v.id),
      channelTitle: c.title,
      categoryId: '22',
      liveBroadcastContent: 'none',
    };
  if (p.has('contentDetails'))
    out.contentDetails = {
      duration: isoDuration(v.durationSeconds),
      dimension: '2d',
      definition: 'hd',
      caption: 'false',
      licensedContent: false,
      projection: 'rectangular',
    };
  if (p.has('status'))
    out.status = {
      uploadStatus: 'processed',
      privacyStatus: v.privacyStatus,
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      madeForKids: false,
    };
  return out;
}

function page<T>(items: T[], q: Query, kind: string) {
  const max = Math.min(50, Math.max(0, Number(q.maxResults ?? 5) || 5));
  const offset = q.pageToken ? Number(Buffer.from(q.pageToken, 'base64url').toString('utf8')) || 0 : 0;
  const slice = items.slice(offset, offset + max);
  const body: Record<string, unknown> = {
    kind,
    etag: `sbx-${kind}-${offset}`,
    pageInfo: { totalResults: items.length, resultsPerPage: max },
    items: slice,
  };
  if (offset + max < items.length) body.nextPageToken = Buffer.from(str(offset + max)).toString('base64url');
  if (offset > 0) body.prevPageToken = Buffer.from(str(Math.max(0, offset - max))).toString('base64url');
  return body;
}

export async function handleYoutubeRequest(input: {
  db: Db;
  secret: string;
  resource: string;
  query: Query;
  authorization: string | undefined;
  now: Date;
}): Promise<YoutubeReply> {
  const who = await bearerOf({
    db: input.db,
    secret: input.secret,
    authorization: input.authorization,
    now: input.now,
  });
  if (!who) return unauthorized();
  if (!who.scopes.some((s) => youtubeScopes.includes(s)))
    return error(
      403,
      'PERMISSION_DENIED',
      'Request had insufficient authentication scopes.',
      'insufficientPermissions',
    );
  const q = input.query;
  const p = parts(q);
  if (p.size === 0)
    return error(400, 'INVALID_ARGUMENT', 'No filter selected. Expected one of: part', 'required', 'global', {
      location: 'part',
      locationType: 'parameter',
    });
  const own = who.channelId ? [channelById(who.channelId)!].filter(Boolean) : who.account.channels;
  switch (input.resource) {
    case 'channels': {
      let channels: SandboxChannel[];
      if (q.mine === 'true') channels = own;
      else if (q.id)
        channels = q.id
          .split(',')
          .map((id) => channelById(id.trim()))
          .filter((c): c is SandboxChannel => c !== undefined);
      else
        return error(
          400,
          'INVALID_ARGUMENT',
          'No filter selected. Expected one of: forUsername, id, managedByMe, mine, forHandle',
          'missingRequiredParameter',
          'youtube.parameter',
          {
            location: 'parameters.',
            locationType: 'other',
          },
        );
      return {
        statusCode: 200,
        body: page(
          channels.map((c) => channelResource(c, p)),
          q,
          'youtube#channelListResponse',
        ),
      };
    }
    case 'playlistItems': {
      if (!q.playlistId)
        return error(
          400,
          'INVALID_ARGUMENT',
          'No filter selected. Expected one of: id, playlistId',
          'missingRequiredParameter',
          'youtube.parameter',
        );
      const channel = channelById(`UC${q.playlistId.replace(/^UU/, '')}`);
      if (!channel || !q.playlistId.startsWith('UU'))
        return error(
          404,
          'NOT_FOUND',
          "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
          'playlistNotFound',
          'youtube.playlistItem',
          { location: 'playlistId', locationType: 'parameter' },
        );
      const mine = own.some((c) => c.id === channel.id);
      const videos = channel.videos.filter((v) => mine || v.privacyStatus === 'public');
      const items = videos.map((v, i) => {
        const out: Record<string, unknown> = {
          kind: 'youtube#playlistItem',
          etag: `sbx-pli-${v.id}`,
          id: `sbxPLI${v.id}`,
        };
        if (p.has('snippet'))
          out.snippet = {
            publishedAt: v.publishedAt,
            channelId: channel.id,
            title: v.title,
            description: '',
            thumbnails: thumbnails(v.id),
            channelTitle: channel.title,
            playlistId: q.playlistId,
            position: i,
            resourceId: { kind: 'youtube#video', videoId: v.id },
            videoOwnerChannelTitle: channel.title,
            videoOwnerChannelId: channel.id,
          };
        if (p.has('contentDetails')) out.contentDetails = { videoId: v.id, videoPublishedAt: v.publishedAt };
        if (p.has('status')) out.status = { privacyStatus: v.privacyStatus };
        return out;
      });
      return { statusCode: 200, body: page(items, q, 'youtube#playlistItemListResponse') };
    }
    case 'videos': {
      if (!q.id)
        return error(
          400,
          'INVALID_ARGUMENT',
          'No filter selected. Expected one of: chart, id, myRating',
          'missingRequiredParameter',
          'youtube.parameter',
        );
      const items = q.id
        .split(',')
        .map((id) => videoById(id.trim()))
        .filter((x): x is { channel: SandboxChannel; video: SandboxVideo } => x?.video !== undefined)
        .filter((x) => x.video.privacyStatus !== 'private' || own.some((c) => c.id === x.channel.id))
        .map((x) => videoResource(x.channel, x.video, p));
      return {
        statusCode: 200,
        body: {
          kind: 'youtube#videoListResponse',
          etag: 'sbx-videos',
          pageInfo: { totalResults: items.length, resultsPerPage: items.length },
          items,
        },
      };
    }
    default:
      return {
        statusCode: 404,
        body: {
          error: {
            code: 404,
            message: 'Not Found',
            errors: [{ message: 'Not Found', domain: 'global', reason: 'notFound' }],
            status: 'NOT_FOUND',
          },
        },
      };
  }
}
