import { Alert, Breadcrumbs, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClockHour4, IconPencil, IconX } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { PageHeader } from '../../components/forms/FormSection';
import { LoadError } from '../../components/LoadError';
import { usePixelGroup } from '../../hooks/api/pixels';
import { NotFoundContent } from '../not-found/NotFoundPage';
import { AnchorLink } from '../advertisers/links';
import { PixelAddRuleModal } from './PixelAddRuleModal';
import { PixelRecentEventsCard } from './PixelRecentEventsCard';
import { PixelRenameModal } from './PixelRenameModal';
import { PixelRulesCard } from './PixelRulesCard';
import { PixelSnippetCard } from './PixelSnippetCard';
import { PixelStatusBadge } from './PixelStatusBadge';
import { HelpLink } from '../../components/HelpLink';

const route = getRouteApi('/app/pixels/$id');

/** `/pixels/{id}`: a pixel group's state, rules (read-only, add only), install code and recent events. */
export function PixelDetailPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const query = usePixelGroup(id);
  const group = query.data;
  const [renaming, rename] = useDisclosure(false);
  const [adding, addRule] = useDisclosure(false);

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundContent />;
  if (query.isError && !group)
    return (
      <LoadError
        message={t('pixels:load_error')}
        retryLabel={t('pixels:retry')}
        onRetry={() => void query.refetch()}
      />
    );
  if (!group) return <Skeleton height={320} radius="md" maw={1200} />;

  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Breadcrumbs mb="xs">
          <AnchorLink to="/pixels" size="sm">
            {t('pixels:title')}
          </AnchorLink>
          <span>{group.name}</span>
        </Breadcrumbs>
        <PageHeader
          title={
            <Group gap="sm" component="span">
              <span>{group.name}</span>
              <PixelStatusBadge status={group.status} />
            </Group>
          }
          subtitle={
            <>
              {t('pixels:detail.advertiser')}{' '}
              <AnchorLink to="/advertisers/$id" params={{ id: group.advertiser.id }}>
                {group.advertiser.name}
              </AnchorLink>
            </>
          }
          actions={
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={rename.open}>
              {t('pixels:detail.rename')}
            </Button>
          }
        />
        {group.status === 'pending' && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconClockHour4 size={18} />}
            title={t('pixels:detail.pending_title')}
          >
            {t('pixels:detail.pending')} <HelpLink slug="review-and-consolidation" />
          </Alert>
        )}
        {group.status === 'rejected' && (
          <Alert
            color="red"
            variant="light"
            icon={<IconX size={18} />}
            title={t('pixels:detail.rejected_title')}
          >
            <Text size="sm">{t('pixels:detail.rejected', { reason: group.rejection_reason })}</Text>
          </Alert>
        )}
      </div>
      <PixelRulesCard group={group} onAddRule={addRule.open} />
      <PixelSnippetCard group={group} />
      <PixelRecentEventsCard group={group} />
      <PixelRenameModal group={group} opened={renaming} onClose={rename.close} />
      <PixelAddRuleModal group={group} opened={adding} onClose={addRule.close} />
    </Stack>
  );
}
