import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRtlSupport } from 'storefront-onboarding';
import { localeDirection } from 'storefront-onboarding/i18n';
// The theme's typefaces, the same files Storybook and the screenshots use (no font service).
import '../../../.storybook/fonts.css';
import { App } from './App';
import { startInnerPage } from './innerPage';
import { i18n, session, settings } from './services';

const root = createRoot(document.getElementById('root')!);

// A signed-in visit's page: its reads, chunks and adapters all at once rather than layer by layer,
// and its reads in the query cache before it renders (innerPage.ts).
const prefetched = session.get()
  ? startInnerPage(window.location.hash.replace(/^#/, '').split('?')[0] ?? '')
  : undefined;

// The kit bundles English only; a reader's stored Hindi or Arabic arrives as its own chunk, and
// a right-to-left layout's stylesheet mirroring as another. Wait for them (a few ms from the same
// origin) so the first paint is already in the reader's language and direction. Wait for an
// inner page's chunks too: rendered before they arrive, every lazy layer shows its fallback, and
// React then reveals the page in time slices, holding it back up to 300 ms after a fallback.
const rtl = (settings.get().layout_type ?? localeDirection(i18n.language)) === 'rtl';
void Promise.all([
  new Promise<void>((resolve) => {
    i18n.loadLanguages(i18n.language, () => resolve());
  }),
  rtl ? loadRtlSupport().catch(() => undefined) : undefined,
  // Not for ever: on a stalled network the chrome and the page's loader show after 1.5 s.
  Promise.race([prefetched, new Promise<void>((resolve) => setTimeout(resolve, 1500))]),
]).then(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
