import { Anchor, FileButton, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPaperclip } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { supportLimits } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { HelpLink } from '../../components/HelpLink';
import { LoadError } from '../../components/LoadError';
import { useDocumentTitle } from '../../components/use-document-title';
import { useHrefLink } from '../../components/use-href-link';
import { useAttachSupportFile, useReplySupportRequest, useSupportRequest } from '../../hooks/api/support';
import { NotFoundContent } from '../not-found/NotFoundPage';
import { SupportThread } from './SupportThread';

const route = getRouteApi('/app/support/$id');
const accept = Object.keys(supportLimits.attachmentTypes).join(',');

/** `/support/{id}`: one of the company's requests, its thread and a reply; the attachment can be added or replaced. */
export function SupportRequestPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const request = useSupportRequest(id);
  const reply = useReplySupportRequest();
  const attach = useAttachSupportFile();
  const [attachError, setAttachError] = useState<string>();
  const back = useHrefLink()('/support');
  useDocumentTitle(request.data?.subject);

  if (request.error instanceof ApiError && request.error.status === 404) return <NotFoundContent />;
  const upload = async (file: File | null) => {
    if (!file) return;
    setAttachError(undefined);
    try {
      await attach.mutateAsync({ id, file });
      await request.refetch();
    } catch (error) {
      setAttachError(
        error instanceof ApiError ? (Object.values(error.fieldErrors())[0] ?? t('common:generic_error')) : t('common:generic_error'),
      );
    }
  };
  return (
    <Stack gap="lg" maw={860}>
      <Anchor href={back.href} onClick={back.onClick} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('support:detail.back')}
        </Group>
      </Anchor>
      {request.isError ? (
        <LoadError
          message={t('support:list.load_error')}
          retryLabel={t('support:help.retry')}
          onRetry={() => void request.refetch()}
        />
      ) : !request.data ? (
        <Stack>
          <Skeleton h={36} w="50%" />
          <Skeleton h={160} />
        </Stack>
      ) : (
        <>
          <Stack gap={4}>
            <Title order={1} size="h2" data-testid="support-request-subject">
              {request.data.subject}
            </Title>
            <HelpLink slug="support" />
          </Stack>
          <SupportThread
            request={request.data}
            onReply={async (body) => {
              await reply.mutateAsync({ id, body });
              await request.refetch();
            }}
            attach={
              <Stack gap={2}>
                <FileButton onChange={(file) => void upload(file)} accept={accept}>
                  {(props) => (
                    <Button {...props} variant="subtle" size="xs" leftSection={<IconPaperclip size={14} />} loading={attach.isPending}>
                      {request.data.attachment ? t('support:detail.replace_attachment') : t('support:detail.add_attachment')}
                    </Button>
                  )}
                </FileButton>
                {attachError && (
                  <Text size="xs" c="red">
                    {attachError}
                  </Text>
                )}
              </Stack>
            }
          />
        </>
      )}
    </Stack>
  );
}
