import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { repeatedIndexes, sameText, searchAdLimits, searchAdWarnings, sitelinkIdentity } from '@verba/domain';
import { useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreativeFormValues, SearchAdValues } from '../creative-form-values';
import { CountedInput } from './CountedInput';
import { TextListEditor } from './TextListEditor';

type ListErrors = (Record<string, FieldError | undefined> & FieldError) | undefined;

/** The message of a list as a whole: react-hook-form keeps it on the array or under `root`. */
const listMessage = (error: unknown) => {
  const e = error as { message?: string; root?: { message?: string } } | undefined;
  return e?.message ?? e?.root?.message;
};
const itemMessages = (error: unknown, length: number) =>
  Array.from(
    { length },
    (_, i) => (error as Record<number, { message?: string } | undefined> | undefined)?.[i]?.message,
  );

/**
 * The responsive search ad (spec §5): final URL and paths, 3–15 titles, 2–4 descriptions,
 * sitelinks, callouts and keywords; repeats shown as one types, recommendations as warnings.
 */
export function SearchAdEditor() {
  const { t } = useTranslation();
  const form = useFormContext<CreativeFormValues>();
  const search = form.watch('search');
  const errors = form.formState.errors.search;
  const submitted = form.formState.isSubmitted;
  const change = <K extends keyof SearchAdValues>(key: K, value: SearchAdValues[K]) =>
    form.setValue(`search.${key}`, value as never, { shouldDirty: true, shouldValidate: submitted });

  // Entries still blank are not repeats of each other: they are only unfinished.
  const repeatedSitelinks = repeatedIndexes(search.sitelinks, sitelinkIdentity).filter((i) =>
    search.sitelinks[i]?.text.trim(),
  );
  const repeatedCallouts = repeatedIndexes(search.callouts, sameText).filter((i) =>
    search.callouts[i]?.trim(),
  );
  const warnings = searchAdWarnings({
    sitelinks: search.sitelinks.filter((s) => s.text.trim()),
    keywords: search.keywords,
  });
  const sitelinkErrors = errors?.sitelinks as ListErrors;

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <TextInput
          label={t('creatives:search.final_url')}
          placeholder={t('creatives:placeholders.destination_url')}
          required
          {...form.register('search.final_url')}
          error={errors?.final_url?.message}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {(['path1', 'path2'] as const).map((path, index) => (
            <CountedInput
              key={path}
              {...form.register(`search.${path}`)}
              label={t('creatives:search.path', { number: index + 1 })}
              length={search[path].length}
              max={searchAdLimits.path}
              error={errors?.[path]?.message}
            />
          ))}
        </SimpleGrid>
      </Stack>

      <Divider />
      <TextListEditor
        label={t('creatives:search.titles')}
        description={t('creatives:search.titles_hint')}
        items={search.titles}
        min={searchAdLimits.titlesMin}
        max={searchAdLimits.titlesMax}
        maxLength={searchAdLimits.title}
        onChange={(items) => change('titles', items)}
        errors={itemMessages(errors?.titles, search.titles.length)}
        listError={listMessage(errors?.titles)}
        addLabel={t('creatives:search.add_title')}
        itemLabel={(i) => t('creatives:search.title_n', { number: i + 1 })}
        testId="search-titles"
      />
      <TextListEditor
        label={t('creatives:search.descriptions')}
        items={search.descriptions}
        min={searchAdLimits.descriptionsMin}
        max={searchAdLimits.descriptionsMax}
        maxLength={searchAdLimits.description}
        onChange={(items) => change('descriptions', items)}
        errors={itemMessages(errors?.descriptions, search.descriptions.length)}
        listError={listMessage(errors?.descriptions)}
        addLabel={t('creatives:search.add_description')}
        itemLabel={(i) => t('creatives:search.description_n', { number: i + 1 })}
        multiline
        testId="search-descriptions"
      />

      <Divider />
      <Stack gap={6} data-testid="search-sitelinks">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500}>
            {t('creatives:search.sitelinks')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('creatives:search.sitelinks_hint', {
              min: searchAdLimits.sitelinksMin,
              recommended: searchAdLimits.sitelinksRecommended,
            })}
          </Text>
        </Group>
        {search.sitelinks.map((sitelink, index) => {
          const itemErrors = sitelinkErrors?.[index] as Record<string, FieldError | undefined> | undefined;
          const setField = (key: keyof typeof sitelink, value: string) =>
            change(
              'sitelinks',
              search.sitelinks.map((s, i) => (i === index ? { ...s, [key]: value } : s)),
            );
          return (
            <Paper key={index} withBorder radius="sm" p="sm">
              <Group justify="space-between" mb={4}>
                <Text size="xs" c="dimmed" fw={600}>
                  {t('creatives:search.sitelink_n', { number: index + 1 })}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('creatives:search.remove', {
                    item: t('creatives:search.sitelink_n', { number: index + 1 }),
                  })}
                  onClick={() =>
                    change(
                      'sitelinks',
                      search.sitelinks.filter((_, i) => i !== index),
                    )
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
                <CountedInput
                  label={t('creatives:search.sitelink_text')}
                  value={sitelink.text}
                  length={sitelink.text.length}
                  max={searchAdLimits.sitelinkText}
                  onChange={(e) => setField('text', e.currentTarget.value)}
                  error={
                    itemErrors?.text?.message ??
                    (repeatedSitelinks.includes(index)
                      ? t('creatives:validation.duplicate_sitelink')
                      : undefined)
                  }
                />
                <TextInput
                  label={t('creatives:search.sitelink_url')}
                  placeholder={t('creatives:placeholders.destination_url')}
                  value={sitelink.final_url}
                  onChange={(e) => setField('final_url', e.currentTarget.value)}
                  error={itemErrors?.final_url?.message}
                />
                {(['description1', 'description2'] as const).map((line, n) => (
                  <CountedInput
                    key={line}
                    label={t('creatives:search.sitelink_line', { number: n + 1 })}
                    value={sitelink[line]}
                    length={sitelink[line].length}
                    max={searchAdLimits.sitelinkLine}
                    onChange={(e) => setField(line, e.currentTarget.value)}
                    error={itemErrors?.[line]?.message}
                  />
                ))}
              </SimpleGrid>
            </Paper>
          );
        })}
        {listMessage(sitelinkErrors) && (
          <Text size="sm" c="red" role="alert">
            {listMessage(sitelinkErrors)}
          </Text>
        )}
        {search.sitelinks.length < searchAdLimits.sitelinksMax && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              change('sitelinks', [
                ...search.sitelinks,
                { text: '', description1: '', description2: '', final_url: '' },
              ])
            }
          >
            {t('creatives:search.add_sitelink')}
          </Button>
        )}
      </Stack>

      <TextListEditor
        label={t('creatives:search.callouts')}
        items={search.callouts}
        min={0}
        max={searchAdLimits.calloutsMax}
        maxLength={searchAdLimits.callout}
        onChange={(items) => change('callouts', items)}
        errors={itemMessages(errors?.callouts, search.callouts.length)}
        repeated={repeatedCallouts}
        repeatedMessage={t('creatives:validation.duplicate_callout')}
        addLabel={t('creatives:search.add_callout')}
        itemLabel={(i) => t('creatives:search.callout_n', { number: i + 1 })}
        testId="search-callouts"
      />

      <TagsInput
        label={t('creatives:search.keywords')}
        description={t('creatives:search.keywords_hint', {
          count: search.keywords.length,
          min: searchAdLimits.keywordsRecommendedMin,
          max: searchAdLimits.keywordsRecommendedMax,
        })}
        placeholder={t('creatives:search.keywords_placeholder')}
        value={search.keywords}
        onChange={(keywords) => change('keywords', keywords)}
        maxTags={searchAdLimits.keywordsMax}
        splitChars={[',', ';']}
        clearable
        error={listMessage(errors?.keywords)}
        data-testid="search-keywords"
      />

      {warnings.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('creatives:search.recommendations')}
        >
          <List size="sm" data-testid="search-warnings">
            {warnings.map((warning) => (
              <List.Item key={warning.code}>
                {warning.code === 'SEARCH_SITELINKS_BELOW_RECOMMENDED'
                  ? t('creatives:warnings.SEARCH_SITELINKS_BELOW_RECOMMENDED', warning.params)
                  : t('creatives:warnings.SEARCH_KEYWORDS_OUTSIDE_RECOMMENDED', warning.params)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
