import type { Preview } from '@storybook/react-vite';
import { loadRtlSupport } from '../src/theme';
import { withKit } from './withKit';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withKit],
  // Right-to-left stories render mirrored from their first frame (the plugin loads on demand).
  loaders: [() => loadRtlSupport()],
  globalTypes: {
    preset: {
      description: 'Colour preset',
      toolbar: {
        title: 'Preset',
        icon: 'paintbrush',
        items: ['color-1', 'color-2', 'color-3', 'color-4', 'color-5', 'color-6'],
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Light or dark',
      toolbar: { title: 'Mode', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
    direction: {
      description: 'Writing direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'hi', title: 'हिन्दी' },
          { value: 'ar', title: 'العربية' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { preset: 'color-1', mode: 'light', direction: 'ltr', locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
};

export default preview;
