import {
  Anchor,
  Breadcrumbs,
  Button,
  CloseButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSegment } from '../../hooks/api/audiences';
import { classLabels, FavoriteStar, KindBadge, ReachRange, useReachFormat } from './segment-bits';
import type { SegmentActions } from './segment-actions';

/** The open segment: its path, class, kind, reach across Brazil, children, star and "add to the combination". */
export function SegmentDetailCard({
  id,
  actions,
  onClose,
}: {
  id: string;
  actions: SegmentActions;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useReachFormat();
  const segment = useSegment(id, actions.language);
  const data = segment.data;
  const card = useRef<HTMLElement>(null);
  // On a phone the card sits below the list: bring the segment just opened into view.
  useEffect(() => {
    card.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [id]);
  return (
    <Paper
      ref={card}
      withBorder
      radius="md"
      p="md"
      aria-label={t('audiences:detail.label')}
      component="section"
    >
      {!data ? (
        segment.isError ? (
          <Text c="dimmed">{t('audiences:detail.not_found')}</Text>
        ) : (
          <Stack>
            <Skeleton h={20} w="60%" />
            <Skeleton h={40} />
          </Stack>
        )
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4} miw={0}>
              {data.path.length > 0 && (
                <Breadcrumbs separatorMargin={4} style={{ flexWrap: 'wrap' }}>
                  {data.path.map((step) => (
                    <Anchor
                      key={step.id}
                      size="xs"
                      component="button"
                      type="button"
                      onClick={() => actions.onOpen(step.id)}
                    >
                      {step.name}
                    </Anchor>
                  ))}
                </Breadcrumbs>
              )}
              <Title order={2} size="h3">
                {data.name}
              </Title>
              {!data.translated && (
                <Text size="xs" c="dimmed">
                  {t('audiences:detail.english_name')}
                </Text>
              )}
            </Stack>
            <Group gap={4} wrap="nowrap">
              {actions.signedIn && <FavoriteStar id={data.id} name={data.name} favorite={data.favorite} />}
              <CloseButton aria-label={t('audiences:detail.close')} onClick={onClose} />
            </Group>
          </Group>
          <Group gap="xs">
            <KindBadge kind={data.kind} />
            <Text size="sm" c="dimmed">
              {t(classLabels[data.class])} · {t('audiences:tier', { tier: data.tier })} ·{' '}
              {t('audiences:detail.iab_id', { id: data.id })}
            </Text>
          </Group>
          <div>
            <Text size="xs" c="dimmed">
              {t('audiences:detail.reach')}
            </Text>
            <Text fw={700} size="xl" data-testid="segment-reach">
              {t('audiences:reach.people', { people: format(data.reach.people) })}
            </Text>
            <Text size="xs" c="dimmed">
              <ReachRange reach={data.reach} />
            </Text>
          </div>
          <Button
            leftSection={<IconPlus size={16} />}
            variant="light"
            disabled={actions.picked.has(data.id) || actions.full}
            onClick={() => actions.onPick(data.id)}
          >
            {actions.picked.has(data.id) ? t('audiences:detail.in_combination') : t('audiences:detail.add')}
          </Button>
          {data.children.length > 0 && (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {t('audiences:detail.children', { count: data.children.length })}
              </Text>
              {data.children.map((child) => (
                <Group key={child.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor
                    size="sm"
                    component="button"
                    type="button"
                    ta="left"
                    onClick={() => actions.onOpen(child.id)}
                  >
                    {child.name}
                  </Anchor>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {format(child.reach.people)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}
