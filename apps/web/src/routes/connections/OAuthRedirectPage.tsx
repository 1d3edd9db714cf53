import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ConnectionPlatform } from '@verba/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useCompleteConnection, type ConnectionView } from '../../hooks/api/connections';
import { flattenErrors } from '../../shell/feedback-store';

/**
 * One completion per callback: the page may mount twice (React's strict mode, a re-render), but a
 * state is single-use on the server, so the second call would only answer OAUTH_STATE_USED.
 */
const completions = new Map<string, Promise<{ connection: ConnectionView; return_path: string }>>();

type Outcome =
  | { kind: 'pending' }
  | { kind: 'done'; connection: ConnectionView; returnPath: string }
  | { kind: 'failed'; errors: string[] };

/**
 * `/google-oauth-redirect` (spec §2; Meta and Spotify reuse it with their platform): where the
 * platform sends the browser back after consent. Hands `code` and `state` (or `error`) to the API,
 * then goes back to where the user started; a failure shows the translated reason.
 */
export function OAuthRedirectPage({ platform }: { platform: ConnectionPlatform }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const complete = useCompleteConnection();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });

  useEffect(() => {
    const parameters = Object.fromEntries(new URLSearchParams(window.location.search));
    const key = parameters.state ?? '';
    let completion = completions.get(key);
    if (!completion) {
      completion = complete.mutateAsync({ platform, parameters });
      completions.set(key, completion);
    }
    let live = true;
    completion.then(
      (data) => {
        if (!live) return;
        setOutcome({ kind: 'done', connection: data.connection, returnPath: data.return_path });
        setTimeout(() => void navigate({ to: data.return_path, replace: true }), 1500);
      },
      (error: unknown) => {
        if (!live) return;
        setOutcome({
          kind: 'failed',
          errors: error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')],
        });
      },
    );
    return () => {
      live = false;
    };
    // Once per page load: the callback's query does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%">
        {outcome.kind === 'pending' && (
          <Stack align="center" gap="sm" role="status">
            <Loader />
            <Title order={1} size="h4">
              {t('connections:redirect.pending')}
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              {t('connections:redirect.pending_hint')}
            </Text>
          </Stack>
        )}
        {outcome.kind === 'done' && (
          <Stack align="center" gap="sm" role="status">
            <IconCircleCheck size={40} color="var(--mantine-color-teal-6)" />
            <Title order={1} size="h4">
              {t('connections:redirect.done', { account: outcome.connection.display_name })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('connections:redirect.returning')}
            </Text>
            <Button variant="light" onClick={() => void navigate({ to: outcome.returnPath, replace: true })}>
              {t('connections:redirect.continue')}
            </Button>
          </Stack>
        )}
        {outcome.kind === 'failed' && (
          <Stack gap="md">
            <Title order={1} size="h4">
              {t('connections:redirect.failed')}
            </Title>
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
              {outcome.errors.map((e) => (
                <div key={e}>{e}</div>
              ))}
            </Alert>
            <Button variant="light" onClick={() => void navigate({ to: '/advertisers' })}>
              {t('connections:redirect.back')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}

export const GoogleOAuthRedirectPage = () => <OAuthRedirectPage platform="google_ads" />;
export const MetaOAuthRedirectPage = () => <OAuthRedirectPage platform="meta" />;
/** Where Spotify sends the browser back after consent (issue 28). */
export const SpotifyOAuthRedirectPage = () => <OAuthRedirectPage platform="spotify" />;
