import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompleteConnectionBody,
  ConnectionPlatform,
  ConnectionPurpose,
  ConnectionStatus,
  StartConnectionBody,
} from '@verba/domain';
import { api } from '../../api/client';

/** One connection as `GET advertisers/{id}/connections` answers it (never a token). */
export interface ConnectionView {
  id: string;
  advertiser_id: string;
  platform: ConnectionPlatform;
  purpose: ConnectionPurpose;
  external_account_id: string;
  display_name: string;
  accounts: {
    id: string;
    name: string;
    kind: 'youtube_channel' | 'google_ads_customer' | 'facebook_page' | 'instagram_account' | 'ad_account';
  }[];
  scopes: string[];
  status: ConnectionStatus;
  status_reason: string | null;
  expires_at: string | null;
  connected_at: string;
  connected_by: { id: string; name: string } | null;
  disconnected_at: string | null;
  used_by: {
    feature: 'youtube_campaigns' | 'campaign_import' | 'platform_statistics' | 'facebook_campaigns';
    campaigns: { id: string; name: string | null; status: string }[];
  }[];
  can_disconnect: boolean;
}

export interface ConnectionList {
  connections: ConnectionView[];
  history: ConnectionView[];
  options: { platform: ConnectionPlatform; purpose: ConnectionPurpose; allowed: boolean }[];
}

export const connectionKeys = {
  all: ['connections'] as const,
  advertiser: (id: string) => ['connections', id] as const,
};

/** `GET advertisers/{id}/connections`. */
export function useConnections(advertiserId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: connectionKeys.advertiser(advertiserId),
    queryFn: ({ signal }) =>
      api.get<ConnectionList>(`advertisers/${advertiserId}/connections`, { signal, silent: true }),
  });
}

/** `POST advertisers/{id}/connections`: the platform's consent URL to send the browser to. */
export function useStartConnection(advertiserId: string) {
  return useMutation({
    mutationFn: (input: StartConnectionBody) =>
      api.post<{ authorization_url: string; expires_at: string }>(
        `advertisers/${advertiserId}/connections`,
        input,
        {
          silent: true,
        },
      ),
  });
}

/** `POST connections/complete`: what the platform sent the browser back with. */
export function useCompleteConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompleteConnectionBody) =>
      api.post<{ connection: ConnectionView; return_path: string }>('connections/complete', input, {
        silent: true,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}

/** `DELETE connections/{id}`. */
export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.override<ConnectionView>('DELETE', `connections/${id}`, {}, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}

/** One upload of the advertiser's connected YouTube channel (`GET advertisers/{id}/youtube-videos`). */
export interface YoutubeVideo {
  video_id: string;
  title: string;
  published_at: string | null;
  thumbnail_url: string | null;
}

/** `GET advertisers/{id}/youtube-videos`: the videos a YOUTUBE ad may use (YOUTUBE_CHANNEL_NOT_CONNECTED without a channel). */
export function useYoutubeVideos(advertiserId: string, enabled = true) {
  return useQuery({
    queryKey: [...connectionKeys.advertiser(advertiserId), 'youtube-videos'] as const,
    queryFn: ({ signal }) =>
      api.get<{ channel: { id: string; name: string }; videos: YoutubeVideo[] }>(
        `advertisers/${advertiserId}/youtube-videos`,
        { signal, silent: true },
      ),
    enabled,
    retry: false,
  });
}
