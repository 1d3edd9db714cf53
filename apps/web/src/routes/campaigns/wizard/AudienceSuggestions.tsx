import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconPlus, IconSparkles } from '@tabler/icons-react';
import { maxSuggestionDescription, type CampaignObjective } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuggestAudiences } from '../../../hooks/api/audience-suggestions';
import { KindBadge, ReachRange } from '../../audiences/segment-bits';

interface AudienceSuggestionsProps {
  advertiserId: string;
  objective?: CampaignObjective | undefined;
  /** The strategy's chosen segments. */
  value: string[];
  onChange: (next: string[]) => void;
  max: number;
  testId: string;
}

/**
 * "Sugerir públicos" (issue 30): segments for the campaign's advertiser from its site, names and
 * categories, an optional description and the objective, each with the server's one-line reason;
 * add one, or the recommended ones, to the strategy (never past the limit of 10).
 */
export function AudienceSuggestions({
  advertiserId,
  objective,
  value,
  onChange,
  max,
  testId,
}: AudienceSuggestionsProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState('');
  const suggest = useSuggestAudiences();
  const run = () =>
    suggest.mutate({
      advertiser_id: advertiserId,
      objective,
      description: description.trim() || undefined,
    });
  const add = (ids: string[]) => {
    const next = [...value];
    for (const id of ids) if (!next.includes(id) && next.length < max) next.push(id);
    onChange(next);
  };
  const answer = suggest.data?.advertiser_id === advertiserId ? suggest.data : undefined;
  const english = i18n.language === 'en';

  if (!open)
    return (
      <Button
        variant="light"
        size="xs"
        leftSection={<IconSparkles size={16} />}
        style={{ alignSelf: 'flex-start' }}
        disabled={!advertiserId}
        title={advertiserId ? undefined : t('audiences:suggestions.choose_advertiser')}
        onClick={() => {
          setOpen(true);
          if (advertiserId) run();
        }}
        data-testid={`${testId}-suggest`}
      >
        {t('audiences:suggestions.button')}
      </Button>
    );

  const recommended = answer?.suggestions.filter((s) => s.recommended).map((s) => s.segment_id) ?? [];
  return (
    <Paper withBorder radius="sm" p="sm" data-testid={`${testId}-suggestions`}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('audiences:suggestions.title')}
        </Text>
        <Textarea
          label={t('audiences:suggestions.description_label')}
          placeholder={t('audiences:suggestions.description_placeholder')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          maxLength={maxSuggestionDescription}
          autosize
          minRows={2}
          maxRows={5}
          data-testid={`${testId}-suggest-description`}
        />
        <Group gap="xs">
          <Button
            size="xs"
            onClick={run}
            loading={suggest.isPending}
            disabled={!advertiserId}
            data-testid={`${testId}-suggest-run`}
          >
            {t('audiences:suggestions.run')}
          </Button>
          {recommended.length > 0 && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={recommended.every((id) => value.includes(id)) || value.length >= max}
              onClick={() => add(recommended)}
              data-testid={`${testId}-suggest-add-recommended`}
            >
              {t('audiences:suggestions.add_recommended')}
            </Button>
          )}
        </Group>
        {!advertiserId && (
          <Text size="sm" c="dimmed">
            {t('audiences:suggestions.choose_advertiser')}
          </Text>
        )}
        {suggest.isError && (
          <Text size="sm" c="red">
            {t('audiences:suggestions.error')}
          </Text>
        )}
        {answer && (
          <>
            {answer.rules.broad_only && (
              <Alert variant="light" color="orange" p="xs">
                <Text size="sm">{t('audiences:suggestions.broad_only')}</Text>
              </Alert>
            )}
            {recommended.length > 0 && (
              <Text size="sm" c="dimmed" data-testid={`${testId}-suggest-reach`}>
                {t('audiences:suggestions.reach')} <ReachRange reach={answer.estimated_reach} />
              </Text>
            )}
            <Stack gap={4}>
              {answer.suggestions.map((s) => {
                const added = value.includes(s.segment_id);
                return (
                  <Group
                    key={s.segment_id}
                    justify="space-between"
                    wrap="nowrap"
                    gap="xs"
                    py={4}
                    style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                    data-testid={`${testId}-suggestion-${s.segment_id}`}
                  >
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Group gap={6}>
                        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                          {s.name}
                        </Text>
                        <KindBadge kind={s.kind} />
                        {s.recommended && (
                          <Badge size="sm" variant="light" color="blue">
                            {t('audiences:suggestions.recommended')}
                          </Badge>
                        )}
                      </Group>
                      {s.path.length > 1 && (
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {s.path.join(' › ')}
                        </Text>
                      )}
                      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                        {s.reason}
                      </Text>
                    </Stack>
                    <Button
                      size="compact-xs"
                      variant={added ? 'subtle' : 'light'}
                      leftSection={added ? <IconCheck size={14} /> : <IconPlus size={14} />}
                      disabled={added || value.length >= max}
                      style={{ flexShrink: 0 }}
                      onClick={() => add([s.segment_id])}
                      aria-label={`${t('audiences:suggestions.add')} ${s.name}`}
                    >
                      {t(added ? 'audiences:suggestions.added' : 'audiences:suggestions.add')}
                    </Button>
                  </Group>
                );
              })}
            </Stack>
            {answer.suggestions.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('audiences:suggestions.none')}
              </Text>
            )}
            {value.length >= max && (
              <Text size="xs" c="dimmed">
                {t('audiences:suggestions.full', { max })}
              </Text>
            )}
            {answer.custom_audiences.length > 0 && (
              <Text size="xs" c="dimmed">
                {t('audiences:suggestions.custom_available', {
                  names: answer.custom_audiences.map((c) => c.name).join(', '),
                })}
              </Text>
            )}
            {!answer.rules.custom_audiences_allowed && answer.rules.custom_audiences_from && (
              <Text size="xs" c="dimmed">
                {t('audiences:suggestions.custom_later', {
                  day: english
                    ? answer.rules.custom_audiences_from.day_en
                    : answer.rules.custom_audiences_from.day,
                })}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {answer.method === 'text+embeddings'
                ? t('audiences:suggestions.method_embeddings', { model: answer.model ?? '' })
                : t('audiences:suggestions.method_text')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
