import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The portal's own build: React 18 from this folder's node_modules, the kit from the installed
// tarball (storefront-onboarding/elements bundles its own React 19, untouched by this app's).
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
});
