import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useChangeCampaignStatus, type StatusChange, type StatusTarget } from '../../hooks/api/campaigns';

/**
 * Pause or activate a campaign, group or strategy in place. Disabled with the rule's reason on
 * hover when the state machine refuses it; a refusal from the server shows in the shell's errors.
 */
export function StatusToggleButton({
  target,
  change,
  refusal,
  refusalParams,
  keepPaused = false,
  label,
  children,
  ...props
}: {
  target: StatusTarget;
  change: StatusChange;
  /** i18n key of why it is refused, if it is. */
  refusal?: string | undefined;
  /** Its interpolation values (a budget refusal names amounts and what to lower). */
  refusalParams?: Record<string, string> | undefined;
  /** Activate a campaign without the groups and strategies the user paused. */
  keepPaused?: boolean;
  /** Accessible name (defaults to the action). */
  label?: string;
} & ButtonProps) {
  const { t } = useTranslation();
  const mutation = useChangeCampaignStatus();
  const text = children ?? t(`campaigns:pages.actions.${change}`);
  const button = (
    <Button
      size="xs"
      variant="light"
      color={change === 'pause' ? 'orange' : 'green'}
      leftSection={change === 'pause' ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
      loading={mutation.isPending}
      aria-label={label}
      data-disabled={refusal ? true : undefined}
      onClick={(event) => {
        event.stopPropagation();
        if (refusal) return event.preventDefault();
        mutation.mutate({ target, change, keepPaused });
      }}
      {...props}
    >
      {text}
    </Button>
  );
  return refusal ? (
    <Tooltip label={t(refusal, refusalParams)} withArrow multiline w={320}>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
