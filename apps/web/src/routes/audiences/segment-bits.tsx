import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import { IconPlus, IconStar, IconStarFilled, IconCheck } from '@tabler/icons-react';
import { formatReach, type ReachEstimate, type SegmentClass, type SegmentKind } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useToggleFavorite } from '../../hooks/api/audiences';
import { wholeBadgeStyles } from '../../components/list/whole-badge';

export const classLabels: Record<SegmentClass, string> = {
  demographic: 'audiences:class.demographic',
  interest: 'audiences:class.interest',
  purchase_intent: 'audiences:class.purchase_intent',
};
const kindLabels: Record<SegmentKind, string> = {
  broad: 'audiences:kind.broad',
  segmented: 'audiences:kind.segmented',
};

/** "1,2 mi" in the UI's language. */
export function useReachFormat() {
  const { i18n } = useTranslation();
  return (people: number) => formatReach(people, i18n.language || 'pt-BR');
}

/** "1,1 mi – 1,4 mi pessoas": the range ads platforms show. */
export function ReachRange({ reach }: { reach: ReachEstimate }) {
  const { t } = useTranslation();
  const format = useReachFormat();
  return <>{t('audiences:reach.range', { low: format(reach.low), high: format(reach.high) })}</>;
}

export function KindBadge({ kind }: { kind: SegmentKind }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={kind === 'broad' ? 'teal' : 'grape'} styles={wholeBadgeStyles}>
      {t(kindLabels[kind])}
    </Badge>
  );
}

/** The star of a segment; shown only to a signed-in user. */
export function FavoriteStar({ id, name, favorite }: { id: string; name: string; favorite: boolean }) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite();
  const label = t(favorite ? 'audiences:favorites.remove' : 'audiences:favorites.add', { name });
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="subtle"
        color="yellow"
        aria-label={label}
        aria-pressed={favorite}
        loading={toggle.isPending}
        onClick={() => toggle.mutate({ id, favorite: !favorite })}
      >
        {favorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}

/** Adds a segment to the combination (or shows it is in it). */
export function PickButton({
  name,
  picked,
  full,
  onPick,
}: {
  name: string;
  picked: boolean;
  full: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const label = picked
    ? t('audiences:combination.picked', { name })
    : t('audiences:combination.add', { name });
  return (
    <Tooltip label={full && !picked ? t('audiences:combination.full') : label} withArrow>
      <ActionIcon
        variant={picked ? 'filled' : 'light'}
        aria-label={label}
        disabled={picked || full}
        onClick={onPick}
      >
        {picked ? <IconCheck size={18} /> : <IconPlus size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
