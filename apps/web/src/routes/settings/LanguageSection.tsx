import { SegmentedControl, useMatches } from '@mantine/core';
import { languages, type Language } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/forms/FormSection';
import { useSetUserLanguage } from '../../hooks/api/users';
import { changeLanguage, currentLanguage } from '../../i18n';
import type { CurrentUser } from '../../session/current-user';
import { feedback } from '../../shell/feedback-store';

/** Language names are shown in their own language, whatever the current one. */
const languageName: Record<Language, string> = {
  pt_BR: 'settings:language.options.pt_BR',
  en: 'settings:language.options.en',
  es: 'settings:language.options.es',
};

/** The UI switches at once (and the cookie remembers it); then the setting is saved for e-mails and other devices. */
export function LanguageSection({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const save = useSetUserLanguage();
  const active = currentLanguage();
  // Side by side the three names do not fit a phone's width ("Español" was cut off): stacked there.
  const orientation = useMatches({ base: 'vertical', sm: 'horizontal' } as const, {
    getInitialValueInEffect: false,
  });

  async function choose(language: Language) {
    await changeLanguage(language);
    if (user.language === language) return;
    await save.mutateAsync({ id: user.id, language });
    feedback.notify('success', i18n.t('settings:language.saved'));
  }

  return (
    <FormSection title={t('settings:language.title')} description={t('settings:language.description')}>
      <SegmentedControl
        aria-label={t('settings:language.label')}
        fullWidth
        orientation={orientation}
        size="md"
        value={active}
        disabled={save.isPending}
        onChange={(value) => void choose(value).catch(() => undefined)}
        data={languages.map((language) => ({
          value: language,
          label: <span lang={language.replace('_', '-')}>{t(languageName[language])}</span>,
        }))}
      />
    </FormSection>
  );
}
