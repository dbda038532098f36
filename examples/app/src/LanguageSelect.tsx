import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLocales } from 'storefront-onboarding/i18n';

/** The language chooser of the example's shells (the chrome's header has its own). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('example');
  const id = useId();
  return (
    <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
      <label htmlFor={id}>{t('language')}</label>
      <select
        id={id}
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(e) => void i18n.changeLanguage(e.target.value)}
      >
        {supportedLocales.map((lng) => (
          <option key={lng} value={lng}>
            {t(`common.language.${lng}`, { ns: 'sfo' })}
          </option>
        ))}
      </select>
    </span>
  );
}
