import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import './fonts.css';
import { loadRtlSupport } from '../src/theme';
import { freezeClock } from './clock';
import { captureStory } from './visual';
import { checkLabelSizes, checkStoryState } from './stateCheck';
import { KitDocsPage } from './KitDocsPage';
import { withoutDataControls, withoutNodeControls } from './controls';
import { keepDocsPageStill } from './docsFrame';
import { renderVariant, withKit } from './withKit';
import { kitModes } from '../stories/support/modes';

// A play's `findBy…` and `waitFor` wait up to 5 s, not testing-library's 1 s, wherever plays run
// (the test lane, the Storybook UI, Chromatic): lazy chunks (the table, the rich-text editor) can
// take seconds to arrive when a 2-core machine is also rendering screenshots. A play asks for a
// shorter wait only where the time is what it tests.
configure({ asyncUtilTimeout: 5_000 });

keepDocsPageStill();

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withKit],
  // Right-to-left stories render mirrored from their first frame (the plugin loads on demand).
  loaders: [() => loadRtlSupport()],
  argTypesEnhancers: [withoutNodeControls, withoutDataControls],
  // Every story sees the same "today" (.storybook/clock.ts): Storybook, Chromatic and Vitest alike.
  // A capture cut short (a timeout) must not leave its dark or rtl variant on the next story.
  beforeEach: () => {
    renderVariant({});
    return freezeClock();
  },
  // After the play: the last frame carries what the story's name promises (.storybook/stateCheck.ts),
  // then, in the `storybook` Vitest project, it is compared with its baselines (.storybook/visual.ts).
  afterEach: async (context) => {
    checkStoryState(context);
    checkLabelSizes(context.canvasElement);
    await captureStory(context);
  },
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
    // Every axe rule, `region` included (the addon turns it off by default): a component story's
    // frame is the page's `main`, as in a host page; a whole screen brings its own landmarks and
    // is checked as a page (`wholePage`, stories/support/modes.ts; docs/behaviour.md, "Keyboard and screen readers").
    a11y: { test: 'error', config: { rules: [{ id: 'region', enabled: true }] } },
    // Every component page: its guidance (when to use, do/don't drawn by stories, content), then
    // its stories (.storybook/KitDocsPage.tsx); long pages get a table of contents beside them.
    docs: { page: KitDocsPage, toc: { headingSelector: 'h2, h3', title: 'On this page' } },
    // Every story is reviewed light ltr; screen-level story files add dark and rtl (`screenModes`).
    chromatic: { modes: { 'light ltr': kitModes['light ltr'] } },
  },
};

export default preview;
