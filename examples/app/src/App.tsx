import { useState, useSyncExternalStore } from 'react';
import { HashRouter } from 'react-router-dom';
import { BackofficeProvider } from 'storefront-onboarding';
import { SettingsThemeProvider } from 'storefront-onboarding/chrome';
import { localeDirection } from 'storefront-onboarding/i18n';
import { ToastProvider } from 'storefront-onboarding/components';
import { api, i18n, primedQueryClient, session, settings, uploader } from './services';
import { AppRoutes } from './routes';
import { PageFocus } from './PageFocus';

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
  const locale = useLocale();
  // Taken once: a client primed after the first render (a stalled network) must not replace the
  // provider's own mid-visit, with everything it cached.
  const [queryClient] = useState(primedQueryClient);
  return (
    <BackofficeProvider
      api={api}
      uploader={uploader}
      session={session}
      settings={settings}
      i18n={i18n}
      queryClient={queryClient}
    >
      {/* The customizer's stored settings win; the language gives the direction until one is stored. */}
      <SettingsThemeProvider direction={localeDirection(locale)} style={{ minHeight: '100vh' }}>
        <ToastProvider>
          <HashRouter>
            <PageFocus />
            <AppRoutes />
          </HashRouter>
        </ToastProvider>
      </SettingsThemeProvider>
    </BackofficeProvider>
  );
}
