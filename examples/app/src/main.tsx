import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The theme's typefaces, the same files Storybook and the screenshots use (no font service).
import '../../../.storybook/fonts.css';
import { App } from './App';
import { i18n } from './services';

const root = createRoot(document.getElementById('root')!);

// The kit bundles English only; a reader's stored Hindi or Arabic arrives as its own chunk.
// Wait for it (a few ms from the same origin) so the first paint is already in their language.
void new Promise<void>((resolve) => {
  i18n.loadLanguages(i18n.language, () => resolve());
}).then(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
