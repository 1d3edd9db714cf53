import { Box, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface SearchAdPreviewProps {
  finalUrl: string;
  paths: string[];
  titles: string[];
  descriptions: string[];
  sitelinks: { text: string; line1: string; line2: string }[];
  callouts: string[];
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url.replace(/^https?:\/\//, '').split('/')[0] ?? '';
  }
};

/**
 * A responsive search ad as a results page shows it: "Sponsored", the display path, the first
 * three titles joined, the first two descriptions, callouts and up to four sitelinks.
 */
export function SearchAdPreview({
  finalUrl,
  paths,
  titles,
  descriptions,
  sitelinks,
  callouts,
}: SearchAdPreviewProps) {
  const { t } = useTranslation();
  const shownTitles = titles
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 3);
  const shownDescriptions = descriptions
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 2);
  const shownCallouts = callouts
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 4);
  const shownSitelinks = sitelinks.filter((s) => s.text.trim()).slice(0, 4);
  const host = hostOf(finalUrl) || 'example.com.br';
  const displayPath = [host, ...paths.map((p) => p.trim()).filter(Boolean)].join(' › ');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      maw={640}
      data-testid="search-preview"
      style={{ fontFamily: 'Arial, sans-serif' }}
    >
      <Stack gap={4}>
        <Text size="sm" fw={700}>
          {t('creatives:preview.sponsored')}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {displayPath}
        </Text>
        <Text fz={20} lh={1.3} c="#1a0dab" style={{ overflowWrap: 'anywhere' }}>
          {shownTitles.length ? shownTitles.join(' | ') : t('creatives:preview.title_placeholder')}
        </Text>
        <Text size="sm" c="#4d5156" style={{ overflowWrap: 'anywhere' }}>
          {shownDescriptions.length ? shownDescriptions.join(' ') : t('creatives:preview.body_placeholder')}
        </Text>
        {shownCallouts.length > 0 && (
          <Text size="sm" c="#4d5156" style={{ overflowWrap: 'anywhere' }}>
            {shownCallouts.join(' · ')}
          </Text>
        )}
        {shownSitelinks.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing={6} mt={6}>
            {shownSitelinks.map((link, index) => (
              <Box key={index} miw={0}>
                <Text size="sm" c="#1a0dab" truncate>
                  {link.text}
                </Text>
                {[link.line1, link.line2].filter(Boolean).map((line, i) => (
                  <Text key={i} size="xs" c="#4d5156" truncate>
                    {line}
                  </Text>
                ))}
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
