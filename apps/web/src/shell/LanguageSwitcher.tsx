import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@verba/domain';
import { api } from '../api/client';
import { changeLanguage, currentLanguage } from '../i18n';
import { currentUserQuery, useMaybeCurrentUser } from '../session/current-user';

const languageLabel: Record<Language, string> = { pt_BR: 'shell:language.pt_BR', en: 'shell:language.en', es: 'shell:language.es' };
const shortLabel: Record<Language, string> = { pt_BR: 'PT', en: 'EN', es: 'ES' };

/**
 * Changes the UI at once, remembers the choice in the language cookie and, when signed in, saves
 * it as the user's setting.
 */
export function LanguageSwitcher({ variant = 'subtle' }: { variant?: 'subtle' | 'default' }) {
  const { t, i18n } = useTranslation();
  const user = useMaybeCurrentUser();
  const queryClient = useQueryClient();
  const active = currentLanguage();

  async function choose(language: Language) {
    await changeLanguage(language);
    if (!user || user.language === language) return;
    await api.put(`users/${user.id}/language`, { language });
    queryClient.setQueryData(currentUserQuery.queryKey, { ...user, language });
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant={variant}
          color="gray"
          size="compact-sm"
          leftSection={<IconLanguage size={16} aria-hidden />}
          aria-label={t('shell:language.choose', { language: t(languageLabel[active]) })}
          lang={i18n.language}
        >
          {shortLabel[active]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            onClick={() => void choose(language).catch(() => undefined)}
            rightSection={language === active ? <IconCheck size={14} aria-hidden /> : null}
          >
            {t(languageLabel[language])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
