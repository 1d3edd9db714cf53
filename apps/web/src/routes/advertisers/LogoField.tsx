import { Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { advertiserLimits, formatFileSize } from '@verba/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkLogoFile } from './logo-check';

interface LogoFieldProps {
  /** The saved logo, if any. */
  currentUrl: string | null;
  /** A file chosen and checked but not uploaded yet (shown as the preview). */
  pending: File | null;
  onPick: (file: File) => void;
  /** Removes the pending file, or else the saved logo. */
  onRemove?: () => void;
  /** 0–1 while uploading. */
  progress: number | null;
  error?: string | null;
  disabled?: boolean;
  fallback: string;
}

/** Logo picker with preview, the rules of spec §5 checked before upload, and upload progress. */
export function LogoField({ currentUrl, pending, onPick, onRemove, progress, error, disabled, fallback }: LogoFieldProps) {
  const { t, i18n } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);

  useEffect(() => {
    if (!pending) return setPreview(null);
    const url = URL.createObjectURL(pending);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [pending]);

  const pick = async (file: File | null) => {
    if (!file) return;
    const problem = await checkLogoFile(file, t, i18n.language);
    setCheckError(problem);
    if (!problem) onPick(file);
  };

  const shown = preview ?? currentUrl;
  const message = checkError ?? error;
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Avatar src={shown} alt="" size={100} radius="md" color="verba" variant="light">
        {fallback ? fallback.slice(0, 2).toUpperCase() : <IconPhoto size={36} />}
      </Avatar>
      <Stack gap={8} style={{ flex: 1 }}>
        <Text size="sm" c="dimmed">
          {t('advertisers:form.logo.rules', { max: formatFileSize(advertiserLimits.logoMaxBytes, i18n.language) })}
        </Text>
        <Group gap="xs">
          <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg" disabled={disabled || progress !== null}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} />} disabled={disabled || progress !== null}>
                {shown ? t('advertisers:form.logo.replace') : t('advertisers:form.logo.choose')}
              </Button>
            )}
          </FileButton>
          {shown && onRemove && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onRemove} disabled={disabled || progress !== null}>
              {t('advertisers:form.logo.remove')}
            </Button>
          )}
        </Group>
        {pending && progress === null && !message && (
          <Text size="xs" c="dimmed">
            {t('advertisers:form.logo.pending', { name: pending.name, size: formatFileSize(pending.size, i18n.language) })}
          </Text>
        )}
        {progress !== null && (
          <Stack gap={4}>
            <Progress value={Math.round(progress * 100)} animated size="sm" aria-label={t('advertisers:form.logo.uploading')} />
            <Text size="xs" c="dimmed">
              {t('advertisers:form.logo.uploading')} {Math.round(progress * 100)}%
            </Text>
          </Stack>
        )}
        {message && (
          <Text size="sm" c="red" role="alert">
            {message}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
