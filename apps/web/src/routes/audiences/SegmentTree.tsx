import { ActionIcon, Box, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSegments, type Segment } from '../../hooks/api/audiences';
import { FavoriteStar, PickButton, useReachFormat } from './segment-bits';
import type { SegmentActions } from './segment-actions';
import classes from './audiences.module.css';

/** Browse by category: the three roots of the taxonomy, each opening onto its children on demand. */
export function SegmentTree({ actions }: { actions: SegmentActions }) {
  const roots = useSegments({ tier: 1 }, actions.language);
  return (
    <Box role="tree" aria-label={useTranslation().t('audiences:browse.label')} p="xs">
      {roots.data ? (
        roots.data.data.map((segment) => (
          <TreeNode key={segment.id} segment={segment} depth={0} actions={actions} />
        ))
      ) : (
        <Loader size="sm" m="md" />
      )}
    </Box>
  );
}

function TreeNode({ segment, depth, actions }: { segment: Segment; depth: number; actions: SegmentActions }) {
  const { t } = useTranslation();
  const format = useReachFormat();
  const [expanded, setExpanded] = useState(depth === 0 && segment.id === '1');
  const hasChildren = segment.children_count > 0;
  const open = actions.openId === segment.id;
  return (
    <div role="treeitem" aria-expanded={hasChildren ? expanded : undefined} aria-selected={open}>
      <Group
        gap={4}
        wrap="nowrap"
        className={classes.treeRow}
        data-open={open || undefined}
        style={{ paddingLeft: `calc(${depth} * var(--mantine-spacing-md))` }}
      >
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t(expanded ? 'audiences:browse.collapse' : 'audiences:browse.expand', {
              name: segment.name,
            })}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
        ) : (
          <Box w={22} />
        )}
        <UnstyledButton className={classes.treeName} onClick={() => actions.onOpen(segment.id)}>
          <Text
            size="sm"
            fw={depth === 0 ? 600 : 400}
            truncate="end"
            fs={segment.translated ? undefined : 'italic'}
          >
            {segment.name}
          </Text>
        </UnstyledButton>
        <Text size="xs" c="dimmed" className={classes.treeReach}>
          {format(segment.reach.people)}
        </Text>
        {actions.signedIn && <FavoriteStar id={segment.id} name={segment.name} favorite={segment.favorite} />}
        <PickButton
          name={segment.name}
          picked={actions.picked.has(segment.id)}
          full={actions.full}
          onPick={() => actions.onPick(segment.id)}
        />
      </Group>
      {expanded && hasChildren && <TreeChildren parent={segment.id} depth={depth + 1} actions={actions} />}
    </div>
  );
}

function TreeChildren({
  parent,
  depth,
  actions,
}: {
  parent: string;
  depth: number;
  actions: SegmentActions;
}) {
  const children = useSegments({ parent, per_page: 100 }, actions.language);
  if (!children.data) return <Loader size="xs" ml="xl" my={4} />;
  return (
    <Stack gap={0} role="group">
      {children.data.data.map((segment) => (
        <TreeNode key={segment.id} segment={segment} depth={depth} actions={actions} />
      ))}
    </Stack>
  );
}
