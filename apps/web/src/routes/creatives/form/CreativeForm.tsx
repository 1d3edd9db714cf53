import { Button, Grid, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import {
  audioCompanionSize,
  creativeFileLimits,
  creativeFormatSpecs,
  formatFileSize,
  maxBytesOf,
  creativeLimits,
  iabDisplaySizes,
  mandatoryProgrammaticSize,
  type CreativeFormat,
  type CreativeInput,
  type CreativeTextField,
} from '@verba/domain';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { FormErrors } from '../../../components/forms/FormErrors';
import { placeSubmitError } from '../../../forms/server-errors';
import {
  uploadCreativeAsset,
  useCreateCreative,
  useUpdateCreative,
  type Creative,
  type CreativeAsset,
} from '../../../hooks/api/creatives';
import { feedback } from '../../../shell/feedback-store';
import { creativeFormValues, type CreativeFormValues } from '../creative-form-values';
import { fieldLabelOf, formatLabels } from '../labels';
import { CreativePreview } from '../preview/CreativePreview';
import { AssetUpload } from '../upload/AssetUpload';
import { CountedInput } from './CountedInput';
import { creativeResolver } from './creative-resolver';
import { SearchAdEditor } from './SearchAdEditor';
import { YoutubeVideoPicker } from './YoutubeVideoPicker';

/** The text fields in the order the form shows them, with their limits (spec §5). */
const textFieldOrder: { field: CreativeTextField; max: number | null; multiline?: boolean }[] = [
  { field: 'title', max: creativeLimits.title },
  { field: 'headline', max: creativeLimits.headline },
  { field: 'body', max: creativeLimits.body, multiline: true },
  { field: 'sponsored_by', max: creativeLimits.sponsoredBy },
  { field: 'call_to_action', max: creativeLimits.callToAction },
  { field: 'display_url', max: creativeLimits.displayUrl },
  { field: 'destination_url', max: null },
];

const formFields = [
  'name',
  'asset_id',
  'companion_asset_id',
  'title',
  'body',
  'call_to_action',
  'destination_url',
  'display_url',
  'headline',
  'sponsored_by',
  'search',
  'search.final_url',
  'search.path1',
  'search.path2',
  'search.titles',
  'search.descriptions',
  'search.sitelinks',
  'search.callouts',
  'search.keywords',
] as const;

/** Server codes that belong under one field. */
const fieldOfCode = {
  DUPLICATE_ASSET_NAME: 'name',
  INVALID_FILE_TYPE: 'asset_id',
  CREATIVE_ASSET_NOT_FOUND: 'asset_id',
  CREATIVE_ASSET_INVALID_IMAGE_DIMENSIONS: 'asset_id',
  CREATIVE_ASSET_MISSING: 'asset_id',
} as const;

const uploadTexts = {
  image: { label: 'creatives:upload.label_image', rules: 'creatives:upload.rules_image' },
  video: { label: 'creatives:upload.label_video', rules: 'creatives:upload.rules_video' },
  audio: { label: 'creatives:upload.label_audio', rules: 'creatives:upload.rules_audio' },
} as const;

const acceptOfKind = {
  image: 'image/png,image/jpeg,image/gif',
  video: 'video/mp4',
  audio: 'audio/mpeg,audio/mp4,audio/ogg,audio/wav,.mp3,.m4a,.ogg,.wav',
} as const;

/**
 * Create or edit a creative of one format: the format's fields (domain schema, the server's
 * messages), its file uploaded with progress, and the preview drawn as the user types.
 */
export function CreativeForm({
  advertiserId,
  format,
  creative,
}: {
  advertiserId: string;
  format: CreativeFormat;
  creative?: Creative;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCreative();
  const update = useUpdateCreative();
  const [messages, setMessages] = useState<string[]>([]);
  const [canRetry, setCanRetry] = useState(false);
  const form = useForm<CreativeFormValues, unknown, CreativeInput>({
    resolver: creativeResolver,
    defaultValues: creativeFormValues(format, creative),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const spec = creativeFormatSpecs[format];
  const values = form.watch();
  const fields = new Set<CreativeTextField>([...spec.required, ...spec.optional]);
  /** A saved file is replaced by one of the same size (the server refuses another). */
  const savedSize =
    creative?.asset?.width && creative.asset.height
      ? `${creative.asset.width}x${creative.asset.height}`
      : null;
  const allowedSizes = savedSize ? [savedSize] : format === 'DISPLAY' ? [values.size] : spec.imageSizes;

  const submit = form.handleSubmit(async (input) => {
    setMessages([]);
    setCanRetry(false);
    try {
      const saved = creative
        ? await update.mutateAsync({ id: creative.id, input })
        : await create.mutateAsync({ advertiserId, input });
      feedback.notify('success', creative ? t('creatives:form.saved') : t('creatives:form.created'), {
        forNextPage: true,
      });
      for (const warning of saved.warnings)
        feedback.notify('warning', warning.message, { forNextPage: true });
      void navigate({ to: '/advertisers/$id', params: { id: advertiserId }, search: { tab: 'creatives' } });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return setCanRetry(true);
      setMessages(placeSubmitError(error, form.setError, formFields, fieldOfCode));
    }
  });

  const uploaded = (asset: CreativeAsset) => {
    form.setValue('asset', asset);
    form.setValue('asset_id', asset.id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.clearErrors('asset_id');
    if (!form.getValues('name'))
      form.setValue('name', asset.original_name.replace(/\.[^.]+$/, '').slice(0, creativeLimits.name));
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
                <Stack gap="md">
                  <Group justify="space-between" gap="xs">
                    <Title order={2} size="h4">
                      {t(formatLabels[format].name)}
                    </Title>
                  </Group>
                  <TextInput
                    label={t('creatives:fields.name')}
                    description={t('creatives:form.name_hint')}
                    required
                    {...form.register('name')}
                    error={errors.name?.message}
                  />
                  {format === 'DISPLAY' && (
                    <Select
                      label={t('creatives:fields.size')}
                      description={t('creatives:form.size_hint', { size: mandatoryProgrammaticSize })}
                      data={iabDisplaySizes.map((size) => ({
                        value: size,
                        label:
                          size === mandatoryProgrammaticSize
                            ? t('creatives:form.size_mandatory', { size })
                            : size,
                      }))}
                      value={savedSize ?? values.size}
                      onChange={(size) => size && form.setValue('size', size)}
                      allowDeselect={false}
                      disabled={Boolean(savedSize) || Boolean(values.asset)}
                      searchable
                      data-testid="creative-size"
                    />
                  )}
                  {spec.asset && (
                    <AssetUpload
                      label={t(uploadTexts[spec.asset].label)}
                      description={
                        savedSize
                          ? t('creatives:upload.same_size', { size: savedSize })
                          : t(uploadTexts[spec.asset].rules, {
                              sizes: (allowedSizes ?? []).join(', '),
                              max: formatFileSize(maxBytesOf(spec.asset), i18n.language),
                              seconds: creativeFileLimits.audioMaxSeconds,
                            })
                      }
                      accept={acceptOfKind[spec.asset]}
                      rules={{ kind: spec.asset, sizes: spec.asset === 'image' ? allowedSizes : undefined }}
                      current={values.asset}
                      upload={(file, onProgress) =>
                        uploadCreativeAsset(advertiserId, file, creative?.asset?.id ?? null, onProgress)
                      }
                      onUploaded={uploaded}
                      error={errors.asset_id?.message}
                      testId="creative-file"
                    />
                  )}
                  {format === 'AUDIO' && (
                    <AssetUpload
                      label={t('creatives:upload.label_companion')}
                      description={t('creatives:upload.rules_companion', {
                        max: formatFileSize(maxBytesOf('image'), i18n.language),
                      })}
                      accept="image/png,image/jpeg"
                      rules={{ kind: 'image', sizes: [audioCompanionSize] }}
                      current={values.companion_asset}
                      upload={(file, onProgress) => uploadCreativeAsset(advertiserId, file, null, onProgress)}
                      onUploaded={(asset) => {
                        form.setValue('companion_asset', asset);
                        form.setValue('companion_asset_id', asset.id, {
                          shouldDirty: true,
                          shouldValidate: form.formState.isSubmitted,
                        });
                        form.clearErrors('companion_asset_id');
                      }}
                      error={errors.companion_asset_id?.message}
                      testId="creative-companion"
                    />
                  )}
                  {format === 'YOUTUBE' && (
                    <YoutubeVideoPicker
                      advertiserId={advertiserId}
                      value={values.youtube_video_id}
                      onChange={(id) => form.setValue('youtube_video_id', id, { shouldDirty: true })}
                      error={errors.youtube_video_id?.message}
                    />
                  )}
                </Stack>
              </Paper>

              {!spec.search && (
                <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
                  <Stack gap="sm">
                    {textFieldOrder
                      .filter(({ field }) => fields.has(field))
                      .map(({ field, max, multiline }) =>
                        max === null ? (
                          <TextInput
                            key={field}
                            {...form.register(field)}
                            label={t(fieldLabelOf(format, field).label)}
                            placeholder={t(fieldLabelOf(format, field).placeholder)}
                            required={spec.required.includes(field)}
                            error={errors[field]?.message}
                          />
                        ) : (
                          <CountedInput
                            key={field}
                            {...form.register(field)}
                            label={t(fieldLabelOf(format, field).label)}
                            placeholder={t(fieldLabelOf(format, field).placeholder)}
                            required={spec.required.includes(field)}
                            length={values[field].length}
                            max={max}
                            multiline={multiline}
                            error={errors[field]?.message}
                          />
                        ),
                      )}
                  </Stack>
                </Paper>
              )}
              {spec.search && (
                <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
                  <SearchAdEditor />
                </Paper>
              )}
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper
              withBorder
              radius="md"
              p={{ base: 'md', sm: 'lg' }}
              style={{ position: 'sticky', top: 80 }}
            >
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3} mb="sm">
                {t('creatives:preview.title')}
              </Text>
              <CreativePreview values={values} />
            </Paper>
          </Grid.Col>
        </Grid>

        <Stack gap="sm" mt="lg">
          <FormErrors messages={messages} />
          {canRetry && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconRefresh size={16} />}
              onClick={() => void submit()}
              style={{ alignSelf: 'flex-start' }}
              role="alert"
            >
              {t('errors:CREATIVE_CREATION_FAILED')}
            </Button>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() =>
                void navigate({
                  to: '/advertisers/$id',
                  params: { id: advertiserId },
                  search: { tab: 'creatives' },
                })
              }
            >
              {t('creatives:form.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} leftSection={<IconDeviceFloppy size={16} />}>
              {creative ? t('creatives:form.save') : t('creatives:form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
