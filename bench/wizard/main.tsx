// The company wizard on the memory API, production build, for `npm run bench` (bench/wizard.mjs):
// nothing but the kit, so the figure is the wizard's own Next → next step painted.
import { createRoot } from 'react-dom/client';
import { BackofficeProvider } from '../../src/api/BackofficeProvider';
import { ThemeProvider } from '../../src/theme';
import { createMemoryApi, createMemoryUploader } from '../../src/testing';
import { CompanyOnboardingWizard } from '../../src/wizards/company';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <BackofficeProvider
      api={createMemoryApi(undefined, { tenant: 'acme' })}
      uploader={createMemoryUploader()}
      tenant="acme"
    >
      <ThemeProvider>
        <CompanyOnboardingWizard defaultStep={1} />
      </ThemeProvider>
    </BackofficeProvider>,
  );
}
