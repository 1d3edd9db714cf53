import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// The drawer's code is not in the first load: it loads the first time it is opened.
const AssistantDrawer = lazy(() => import('./AssistantDrawer').then((m) => ({ default: m.AssistantDrawer })));

/** The header's assistant button (and Ctrl/⌘ + K), on every signed-in screen. */
export function AssistantButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };
  useHotkeys([['mod+K', () => (opened ? setOpened(false) : open())]], []);
  return (
    <>
      <Tooltip label={`${t('assistant:open')} · ${t('assistant:shortcut')}`}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('assistant:open')}
          onClick={open}
          data-testid="assistant-open"
        >
          <IconSparkles size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <AssistantDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
