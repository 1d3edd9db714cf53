import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconTicket, IconTrash } from '@tabler/icons-react';
import { advertiserCouponSchema } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useRemoveAdvertiserCoupon, useSetAdvertiserCoupon, type AdvertiserDetail } from '../../hooks/api/advertisers';
import { feedback, flattenErrors } from '../../shell/feedback-store';

/** The advertiser's coupon: add one, or remove it for good (spec §4: a removed coupon cannot be re-added). */
export function CouponCard({ advertiser }: { advertiser: AdvertiserDetail }) {
  const { t } = useTranslation();
  const add = useSetAdvertiserCoupon();
  const remove = useRemoveAdvertiserCoupon();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const editable = advertiser.status === 'active';

  const fail = (e: unknown) => setError(e instanceof ApiError ? (flattenErrors(e.errors)[0] ?? null) : t('common:generic_error'));

  async function submit() {
    setError(null);
    const parsed = advertiserCouponSchema.safeParse(code);
    if (!parsed.success) return setError(t(parsed.error.issues[0]?.message ?? 'validation:invalid'));
    if (advertiser.removed_coupons.includes(parsed.data)) return setError(t('errors:ADVERTISER_COUPON_REMOVED', { coupon: parsed.data }));
    try {
      await add.mutateAsync({ id: advertiser.id, coupon: parsed.data });
      setCode('');
      feedback.notify('success', t('advertisers:coupon.added', { coupon: parsed.data }));
    } catch (e) {
      fail(e);
    }
  }

  async function drop() {
    setError(null);
    try {
      await remove.mutateAsync(advertiser.id);
      setConfirming(false);
      feedback.notify('success', t('advertisers:coupon.removed'));
    } catch (e) {
      fail(e);
    }
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <IconTicket size={18} />
          <Title order={2} size="h5">
            {t('advertisers:coupon.title')}
          </Title>
        </Group>
        {advertiser.coupon ? (
          confirming ? (
            <Stack gap="xs">
              <Text size="sm">{t('advertisers:coupon.remove_confirm', { coupon: advertiser.coupon })}</Text>
              <Group gap="xs">
                <Button size="xs" color="red" loading={remove.isPending} onClick={() => void drop()}>
                  {t('advertisers:coupon.remove')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  {t('advertisers:coupon.keep')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group justify="space-between">
              <Badge size="lg" variant="light" radius="sm" tt="none" ff="monospace">
                {advertiser.coupon}
              </Badge>
              {editable && (
                <Tooltip label={t('advertisers:coupon.remove')} withArrow>
                  <ActionIcon variant="subtle" color="red" onClick={() => setConfirming(true)} aria-label={t('advertisers:coupon.remove')}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          )
        ) : editable ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={t('advertisers:coupon.code')}
                placeholder={t('advertisers:coupon.placeholder')}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
                style={{ flex: 1 }}
                styles={{ input: { fontFamily: 'monospace' } }}
              />
              <Button type="submit" variant="light" loading={add.isPending} disabled={!code.trim()}>
                {t('advertisers:coupon.add')}
              </Button>
            </Group>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            {t('advertisers:coupon.none')}
          </Text>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        {advertiser.removed_coupons.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('advertisers:coupon.removed_list', { coupons: advertiser.removed_coupons.join(', ') })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
