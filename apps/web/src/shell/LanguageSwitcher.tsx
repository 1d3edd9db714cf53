import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@verba/domain/languages';
import { api } from '../api/client';
import { changeLanguage, currentLanguage } from '../i18n';
import { currentUserQuery, useMaybeCurrentUser } from '../session/current-user';
import classes from './LanguageSwitcher.module.css';

const languageName: Record<Language, string> = { pt_BR: 'shell:language.pt_BR', en: 'shell:language.en', es: 'shell:language.es' };
const shortLabel: Record<Language, string> = { pt_BR: 'PT', en: 'EN', es: 'ES' };

/**
 * PT | EN | ES toggle buttons: the UI changes at once, the choice is kept in the language cookie
 * and, when signed in, saved as the user's setting. Plain buttons rather than a menu keep the
 * popover machinery out of the login page bundle.
 */
export function LanguageSwitcher({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
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
    <Button.Group aria-label={t('shell:language.label')} className={inverted ? classes.inverted : classes.group}>
      {languages.map((language) => (
        <Button
          key={language}
          size="compact-xs"
          radius="xl"
          variant={language === active ? 'filled' : 'subtle'}
          color={inverted && language === active ? 'white' : inverted ? 'gray.0' : language === active ? 'verba' : 'gray'}
          aria-pressed={language === active}
          aria-label={t(languageName[language])}
          title={t(languageName[language])}
          className={classes.button}
          onClick={() => void choose(language).catch(() => undefined)}
        >
          {shortLabel[language]}
        </Button>
      ))}
    </Button.Group>
  );
}
