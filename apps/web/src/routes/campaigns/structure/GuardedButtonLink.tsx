import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import type { LinkComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../advertisers/links';

type Look = Pick<ButtonProps, 'size' | 'variant' | 'leftSection'> & { 'data-testid'?: string };

/** A link styled as a button, or, when the rule refuses it, a disabled button with the reason on hover. */
export function GuardedButtonLink({
  refusal,
  children,
  link,
  ...look
}: Look & {
  /** i18n key of why the rule refuses it, if it does. */
  refusal: string | undefined;
  link: Pick<LinkComponentProps, 'to' | 'params'>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!refusal)
    return (
      <ButtonLink {...link} {...look}>
        {children}
      </ButtonLink>
    );
  return (
    <Tooltip label={t(refusal)} withArrow multiline w={260}>
      <Button {...look} data-disabled onClick={(event) => event.preventDefault()}>
        {children}
      </Button>
    </Tooltip>
  );
}
