import { Anchor, Group } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { helpArticleForPath, type HelpArticleSlug } from '@verba/domain/help/articles';
import { useTranslation } from 'react-i18next';
import { useHrefLink } from './use-href-link';

/**
 * A link to the help article that explains this screen (issue 31): by default the article mapped
 * to the current path (packages/domain/src/help/articles.ts); `slug` names one, e.g. beside a
 * message such as "up to 48 hours". Renders nothing where no article applies.
 */
export function HelpLink({ slug, label }: { slug?: HelpArticleSlug | undefined; label?: string | undefined }) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const link = useHrefLink();
  const target = slug ?? helpArticleForPath(pathname);
  if (!target) return null;
  const { href, onClick } = link(`/help/${target}`);
  return (
    <Anchor href={href} onClick={onClick} size="sm" data-testid="help-link" data-help-slug={target}>
      <Group gap={4} component="span" wrap="nowrap" style={{ display: 'inline-flex' }}>
        <IconHelpCircle size={16} aria-hidden />
        {label ?? (slug ? t('support:help.learn_more') : t('support:help.screen_link'))}
      </Group>
    </Anchor>
  );
}
