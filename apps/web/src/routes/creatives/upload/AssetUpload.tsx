import { Button, CloseButton, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh, IconUpload } from '@tabler/icons-react';
import { formatFileSize } from '@verba/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadCancelled, type Upload } from '../../../api/upload';
import type { CreativeAsset } from '../../../hooks/api/creatives';
import { checkAssetFile, type AssetRules } from './asset-check';
import { uploadErrorMessage } from './upload-error';

type State =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'uploading'; file: File; loaded: number; total: number }
  | { phase: 'failed'; file: File | null; message: string | null };

interface AssetUploadProps {
  label: string;
  description?: ReactNode;
  accept: string;
  rules: AssetRules;
  /** The file saved or uploaded so far. */
  current: CreativeAsset | null;
  /** Starts the upload of a checked file. */
  upload: (file: File, onProgress: (loaded: number, total: number) => void) => Upload<CreativeAsset>;
  onUploaded: (asset: CreativeAsset) => void;
  /** A form error of the field (e.g. the file is required). */
  error?: string;
  testId: string;
}

/**
 * A creative file: checked in the browser with the server's messages, uploaded with a real
 * progress bar (percent and bytes), cancellable; a failure shows the spec code's message, or the
 * default with a click to retry the same file.
 */
export function AssetUpload({
  label,
  description,
  accept,
  rules,
  current,
  upload,
  onUploaded,
  error,
  testId,
}: AssetUploadProps) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const running = useRef<Upload<CreativeAsset> | null>(null);
  useEffect(() => () => running.current?.cancel(), []);

  const send = (file: File) => {
    setState({ phase: 'uploading', file, loaded: 0, total: file.size });
    const started = upload(file, (loaded, total) => setState({ phase: 'uploading', file, loaded, total }));
    running.current = started;
    started.done.then(
      (asset) => {
        running.current = null;
        setState({ phase: 'idle' });
        onUploaded(asset);
      },
      (failure: unknown) => {
        running.current = null;
        if (failure instanceof UploadCancelled) return setState({ phase: 'idle' });
        setState({ phase: 'failed', file, message: uploadErrorMessage(failure) });
      },
    );
  };

  const pick = async (file: File | null) => {
    if (!file) return;
    setState({ phase: 'checking' });
    const problem = await checkAssetFile(file, rules, t, i18n.language);
    if (problem) return setState({ phase: 'failed', file: null, message: problem });
    send(file);
  };

  const busy = state.phase === 'uploading' || state.phase === 'checking';
  const percent =
    state.phase === 'uploading' && state.total > 0 ? Math.round((state.loaded / state.total) * 100) : 0;
  return (
    <Stack gap={6} data-testid={testId}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
      <Group gap="xs">
        <FileButton onChange={(file) => void pick(file)} accept={accept} disabled={busy}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} />} disabled={busy}>
              {current ? t('creatives:upload.replace') : t('creatives:upload.choose')}
            </Button>
          )}
        </FileButton>
        {current && state.phase !== 'uploading' && (
          <Text size="xs" c="dimmed" data-testid={`${testId}-current`}>
            {current.original_name} · {formatFileSize(current.size_bytes, i18n.language)}
            {current.width && current.height ? ` · ${current.width}x${current.height}` : ''}
          </Text>
        )}
      </Group>
      {state.phase === 'uploading' && (
        <Paper withBorder radius="sm" p="xs">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" truncate miw={0}>
              {state.file.name}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t('creatives:upload.cancel')}
              onClick={() => running.current?.cancel()}
            />
          </Group>
          <Progress
            value={percent}
            size="md"
            mt={4}
            aria-label={t('creatives:upload.uploading')}
            data-testid={`${testId}-progress`}
          />
          <Text size="xs" c="dimmed" mt={4} data-testid={`${testId}-progress-text`}>
            {t('creatives:upload.progress', {
              percent,
              loaded: formatFileSize(state.loaded, i18n.language),
              total: formatFileSize(state.total, i18n.language),
            })}
          </Text>
        </Paper>
      )}
      {state.phase === 'failed' &&
        (state.message ? (
          <Text size="sm" c="red" role="alert">
            {state.message}
          </Text>
        ) : (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconRefresh size={14} />}
            onClick={() => state.file && send(state.file)}
            role="alert"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('errors:CREATIVE_CREATION_FAILED')}
          </Button>
        ))}
      {error && state.phase !== 'failed' && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
