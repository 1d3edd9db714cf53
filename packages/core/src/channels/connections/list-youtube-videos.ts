import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { findAdvertiser } from '../../advertisers/find-advertiser';
import { channelTokenSource } from './channel-token-source';
import { liveConnectionFor } from './connection-rules';
import { googleYoutubeBaseUrl } from './providers/google';

export interface YoutubeChannelVideo {
  videoId: string;
  title: string;
  publishedAt: string | null;
  thumbnailUrl: string | null;
}

/**
 * The videos a YOUTUBE ad may use: the uploads of the advertiser's connected YouTube channel
 * (YouTube Data API v3: channels.list part=contentDetails → relatedPlaylists.uploads, then
 * playlistItems.list of that playlist, newest first, at most `limit`). Without a connected channel:
 * YOUTUBE_CHANNEL_NOT_CONNECTED (the UI links to /advertisers/{id}/connections); a connection to
 * renew: CONNECTION_NEEDS_RECONNECT.
 */
export async function listYoutubeVideos({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: { advertiserId: string; limit?: number };
}): Promise<{ channel: { id: string; name: string }; videos: YoutubeChannelVideo[] }> {
  await findAdvertiser({ db: deps.db, companyId: actor.companyId, id: input.advertiserId });
  const connection = await liveConnectionFor({
    db: deps.db,
    companyId: actor.companyId,
    advertiserId: input.advertiserId,
    platform: 'google_ads',
    purpose: 'youtube_channel',
  });
  if (!connection) throw fail('YOUTUBE_CHANNEL_NOT_CONNECTED');
  const tokens = await channelTokenSource({ deps, companyId: actor.companyId, connectionId: connection.id });
  const base = googleYoutubeBaseUrl(deps.config);
  const getJson = async (url: string) => {
    const response = await tokens.fetch(url);
    if (response.status === 401 || response.status === 403) throw fail('CONNECTION_NEEDS_RECONNECT');
    if (!response.ok) throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
    return (await response.json()) as Record<string, unknown>;
  };
  const channelId = connection.externalAccountId;
  const channels = (await getJson(
    `${base}/channels?part=snippet,contentDetails&id=${encodeURIComponent(channelId)}`,
  )) as {
    items?: {
      id?: string;
      snippet?: { title?: string };
      contentDetails?: { relatedPlaylists?: { uploads?: string } };
    }[];
  };
  const channel = channels.items?.find((c) => c.id === channelId) ?? channels.items?.[0];
  const uploads = channel?.contentDetails?.relatedPlaylists?.uploads;
  if (!channel || !uploads) throw fail('YOUTUBE_CHANNEL_NOT_CONNECTED');
  const limit = Math.min(Math.max(input.limit ?? 50, 1), 200);
  const videos: YoutubeChannelVideo[] = [];
  let pageToken: string | undefined;
  do {
    const page = (await getJson(
      `${base}/playlistItems?part=snippet,contentDetails&playlistId=${encodeURIComponent(uploads)}&maxResults=50` +
        (pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''),
    )) as {
      nextPageToken?: string;
      items?: {
        snippet?: { title?: string; publishedAt?: string; thumbnails?: Record<string, { url?: string }> };
        contentDetails?: { videoId?: string; videoPublishedAt?: string };
      }[];
    };
    for (const item of page.items ?? []) {
      const videoId = item.contentDetails?.videoId;
      if (!videoId) continue;
      const thumbs = item.snippet?.thumbnails ?? {};
      videos.push({
        videoId,
        title: item.snippet?.title || videoId,
        publishedAt: item.contentDetails?.videoPublishedAt ?? item.snippet?.publishedAt ?? null,
        thumbnailUrl: (thumbs.medium ?? thumbs.default ?? Object.values(thumbs)[0])?.url ?? null,
      });
    }
    pageToken = page.nextPageToken || undefined;
  } while (pageToken && videos.length < limit);
  return {
    channel: {
      id: channel.id ?? channelId,
      name: channel.snippet?.title || connection.displayName || channelId,
    },
    videos: videos.slice(0, limit),
  };
}
