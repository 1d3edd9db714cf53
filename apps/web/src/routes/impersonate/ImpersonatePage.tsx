import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { PageLoader } from '../../components/SquaresLoader';
import { flattenErrors } from '../../shell/feedback-store';
import { useMaybeCurrentUser } from '../../session/current-user';
import { previewImpersonationGrant, redeemImpersonationGrant } from '../../session/session-actions';
import { useSession } from '../../session/session-store';
import { AuthCard } from '../auth/AuthCard';
import { safeReturnPath } from '../search-params';

const route = getRouteApi('/public/impersonate');

/** The messages of a failed call, or the generic one. */
function messagesOf(error: unknown, fallback: string): string[] {
  return error instanceof ApiError ? flattenErrors(error.errors) : [fallback];
}

function Refusal({ messages, backLabel }: { messages: string[]; backLabel: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
        {messages.map((message) => (
          <Text key={message} size="sm">
            {message}
          </Text>
        ))}
      </Alert>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/">
          {backLabel}
        </Anchor>
      </Text>
    </Stack>
  );
}

/**
 * `/impersonate?grant=…&return=…` (spec §4, entry by link): a signed-in staff member sees whom the
 * grant lets them act as and confirms or cancels; the server redeems the grant with their own
 * session. Anyone else is refused, and no session is ever changed from the link alone.
 */
export function ImpersonatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { grant, return: returnTo } = route.useSearch();
  const { authenticated, impersonating } = useSession();
  const user = useMaybeCurrentUser();
  const mayRedeem = Boolean(grant && authenticated && !impersonating && user?.is_staff);
  const preview = useQuery({
    queryKey: ['impersonation', 'preview', grant],
    queryFn: () => previewImpersonationGrant(grant!),
    enabled: mayRedeem,
    retry: false,
    staleTime: Infinity,
  });
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string[]>();

  const body = () => {
    const back = t('shell:impersonation.back');
    if (!grant) return <Refusal messages={[t('errors:IMPERSONATION_GRANT_INVALID')]} backLabel={back} />;
    if (!authenticated)
      return <Refusal messages={[t('shell:impersonation.signed_out')]} backLabel={t('auth:back_to_login')} />;
    if (impersonating)
      return <Refusal messages={[t('shell:impersonation.already_impersonating')]} backLabel={back} />;
    if (!user) return <PageLoader />;
    if (!user.is_staff) return <Refusal messages={[t('shell:impersonation.not_staff')]} backLabel={back} />;
    if (preview.isPending) return <PageLoader />;
    if (preview.isError)
      return <Refusal messages={messagesOf(preview.error, t('common:generic_error'))} backLabel={back} />;
    const target = preview.data.user;

    async function confirm() {
      setConfirming(true);
      setFailure(undefined);
      try {
        await redeemImpersonationGrant(grant!);
        await navigate({ href: safeReturnPath(returnTo), replace: true });
      } catch (error) {
        setFailure(messagesOf(error, t('common:generic_error')));
        setConfirming(false);
      }
    }

    return (
      <Stack gap="md">
        <Text>
          {t('shell:impersonation.confirm_text', {
            name: target.name,
            email: target.email,
            company: target.company_name,
          })}
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure.join(' ')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => void navigate({ to: '/', replace: true })}
            disabled={confirming}
          >
            {t('shell:impersonation.cancel')}
          </Button>
          <Button color="yellow.8" onClick={() => void confirm()} loading={confirming}>
            {t('shell:impersonation.confirm', { name: target.name })}
          </Button>
        </Group>
      </Stack>
    );
  };

  return <AuthCard title={t('shell:impersonation.title')}>{body()}</AuthCard>;
}
