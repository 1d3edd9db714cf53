import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExchangeWithSecret } from '../../hooks/api/exchanges';
import { CopyField } from '../orders/CopyField';

/** The secret of a created or rotated exchange, shown this once (the server never returns it again). */
export function ExchangeSecretModal({
  issued,
  onClose,
}: {
  issued: ExchangeWithSecret | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const exchange = issued?.data;
  return (
    <Modal
      opened={!!issued?.secret}
      onClose={onClose}
      title={t('exchanges:secret.title', { name: exchange?.name ?? '' })}
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light">
          {t('exchanges:secret.once')}
        </Alert>
        {issued?.secret_bid_path ? (
          <CopyField label={t('exchanges:secret.bid_path')} value={issued.secret_bid_path} />
        ) : (
          <>
            <CopyField label={t('exchanges:secret.secret')} value={issued?.secret ?? ''} />
            <Text size="sm">
              {t('exchanges:secret.bid_path')}: <Code>{exchange?.bid_path}</Code>
            </Text>
            {exchange?.auth_method === 'signed_header' && (
              <Text size="sm" c="dimmed">
                {t('exchanges:secret.signed_help')}
              </Text>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('exchanges:secret.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
