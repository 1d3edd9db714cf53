import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { customListLimits, customListTypes, type CustomListType } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FormErrors } from '../../components/forms/FormErrors';
import { modalStyles } from '../../components/modal-styles';
import type { AdvertiserListItem } from '../../hooks/api/advertisers';
import { useCreateCustomList } from '../../hooks/api/custom-lists';
import { flattenErrors } from '../../shell/feedback-store';
import { AudienceEligibilityNote, mayHaveEmailAudience } from './audience-eligibility-note';
import { typeHelp, typeLabels } from './list-labels';

/** New list: advertiser, type (sites or apps for a blacklist or wishlist), name; then opens it. */
export function CreateListModal({
  opened,
  onClose,
  advertisers,
  defaultAdvertiserId,
}: {
  opened: boolean;
  onClose: () => void;
  advertisers: AdvertiserListItem[];
  defaultAdvertiserId: string | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCustomList();
  const [advertiserId, setAdvertiserId] = useState<string | null>(defaultAdvertiserId ?? null);
  const [type, setType] = useState<CustomListType>('SITE_LIST');
  const [entryKind, setEntryKind] = useState<'domain' | 'app'>('domain');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const advertiser = advertisers.find((a) => a.id === advertiserId);
  const siteOrApp = type === 'BLACKLIST' || type === 'WISHLIST';
  const blocked =
    type === 'EMAIL_AUDIENCE' && advertiser !== undefined && !mayHaveEmailAudience(advertiser.created_at);

  const submit = async () => {
    setErrors({});
    setGeneral([]);
    try {
      const list = await create.mutateAsync({
        advertiser_id: advertiserId ?? '',
        type,
        name,
        ...(siteOrApp ? { entry_kind: entryKind } : {}),
      });
      onClose();
      void navigate({ to: '/lists/$id', params: { id: list.id } });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors()).length > 0)
        setErrors(error.fieldErrors());
      else if (error instanceof ApiError) setGeneral(flattenErrors(error.errors));
      else setGeneral([t('common:generic_error')]);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('lists:create.title')} styles={modalStyles} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <FormErrors messages={general} />
          <Select
            label={t('lists:create.advertiser')}
            placeholder={t('lists:create.advertiser_placeholder')}
            data={advertisers.map((a) => ({ value: a.id, label: a.display_name }))}
            value={advertiserId}
            onChange={setAdvertiserId}
            error={errors.advertiser_id}
            searchable
            required
          />
          <Select
            label={t('lists:create.type')}
            data={customListTypes.map((value) => ({ value, label: t(typeLabels[value]) }))}
            value={type}
            onChange={(value) => value && setType(value)}
            description={t(typeHelp[type])}
            allowDeselect={false}
            required
          />
          {siteOrApp && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {type === 'BLACKLIST'
                  ? t('lists:create.kind_label_blacklist')
                  : t('lists:create.kind_label_wishlist')}
              </Text>
              <SegmentedControl
                aria-label={t('lists:create.kind')}
                value={entryKind}
                onChange={(value) => setEntryKind(value === 'app' ? 'app' : 'domain')}
                data={[
                  { value: 'domain', label: t('lists:kinds.domain') },
                  { value: 'app', label: t('lists:kinds.app') },
                ]}
              />
              {errors.entry_kind && (
                <Text size="xs" c="red">
                  {errors.entry_kind}
                </Text>
              )}
            </Stack>
          )}
          {type === 'EMAIL_AUDIENCE' && (
            <AudienceEligibilityNote advertiserCreatedAt={advertiser?.created_at} />
          )}
          <TextInput
            label={t('lists:create.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={customListLimits.name}
            error={errors.name}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('lists:create.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={blocked}>
              {t('lists:create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
