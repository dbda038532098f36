import { useSyncExternalStore } from 'react';
import { HashRouter } from 'react-router-dom';
import { BackofficeProvider, ThemeProvider } from 'storefront-onboarding';
import { localeDirection } from 'storefront-onboarding/i18n';
import { ToastProvider } from 'storefront-onboarding/components';
import type { ColorPresetId } from 'storefront-onboarding/theme';
import { api, i18n, session, settings, uploader } from './services';
import { AppRoutes } from './routes';

function useLocale(): string {
  return useSyncExternalStore(
    (notify) => {
      i18n.on('languageChanged', notify);
      return () => i18n.off('languageChanged', notify);
    },
    () => i18n.language,
  );
}

export function App() {
  const stored = useSyncExternalStore(settings.subscribe, settings.get);
  const locale = useLocale();
  const direction: 'ltr' | 'rtl' =
    stored.layout_type === 'rtl' || stored.layout_type === 'ltr'
      ? stored.layout_type
      : localeDirection(locale);
  const mode = stored.layoutVersion === 'dark-only' ? 'dark' : 'light';
  return (
    <BackofficeProvider
      api={api}
      uploader={uploader}
      session={session}
      settings={settings}
      i18n={i18n}
    >
      <ThemeProvider
        preset={(stored.color as ColorPresetId | undefined) ?? 'color-1'}
        mode={mode}
        direction={direction}
        primaryColor={stored.primary_color}
        secondaryColor={stored.secondary_color}
        style={{ minHeight: '100vh' }}
      >
        <ToastProvider>
          <HashRouter>
            <AppRoutes />
          </HashRouter>
        </ToastProvider>
      </ThemeProvider>
    </BackofficeProvider>
  );
}
