import { Typography } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { marked } from 'marked';
import { useMemo, type MouseEvent } from 'react';

/**
 * A help article's markdown as HTML. The articles are files of this repository (reviewed like
 * code, never user input), so marked's HTML is rendered as is. Links to in-app paths navigate
 * inside the SPA; anything else opens in a new tab.
 */
export function Markdown({ source }: { source: string }) {
  const router = useRouter();
  const html = useMemo(() => marked.parse(source, { async: false, gfm: true }), [source]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      void router.navigate({ href });
    } else {
      anchor.target = '_blank';
      anchor.rel = 'noopener noreferrer';
    }
  };
  return (
    <Typography onClick={onClick}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
