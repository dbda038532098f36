import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Customizer } from '../../src/chrome';
import type { StoredSettings } from '../../src/api/session/SettingsStore';
import { schemeSettings } from '../../src/chrome/settings';
import { inLocale, storyT } from '../support/kit';
import { LayoutDemo, WithSettings } from './support';
import { modalDocs, screenModes, wholePage } from '../support/modes';

const meta = {
  title: 'Chrome/Customizer',
  component: Customizer,
  parameters: { ...wholePage, ...modalDocs },
  render: (args) => <LayoutDemo customizer={<Customizer {...args} />} />,
} satisfies Meta<typeof Customizer>;
export default meta;
type Story = StoryObj<typeof meta>;

const seeded = (seed: StoredSettings): Story['decorators'] => [
  (Story) => <WithSettings seed={seed}>{Story()}</WithSettings>,
];

const kitRoot = (el: HTMLElement) => el.querySelector('[data-layout]')!.closest('.sfo-root')!;

/** Closed: the two icons at the side, the layout in its own colours and direction. */
export const Default: Story = {
  parameters: screenModes,
  decorators: seeded({}),
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    for (const name of ['chrome.customizer.openSettings', 'chrome.customizer.openColors']) {
      await expect(canvas.getByRole('button', { name: t(name) })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const SettingsTab: Story = { args: { open: 'settings' }, decorators: seeded({}) };

export const ColourTab: Story = { args: { open: 'color' }, decorators: seeded({}) };

/** 'Configuration' shows the settings as JSON; 'Copy Json' copies them and says so in a toast. */
export const Configuration: Story = {
  args: { open: 'settings' },
  decorators: seeded({ layout_type: 'ltr', sidebar_type: 'compact' }),
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    await userEvent.click(
      canvas.getByRole('button', { name: t('chrome.customizer.configuration') }),
    );
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', {
      name: t('chrome.customizer.configurationTitle'),
    });
    await expect(dialog).toHaveTextContent('"sidebar_type": "compact"');
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('chrome.customizer.copy') }),
    );
    await expect(JSON.parse(copied[0]!)).toMatchObject({ sidebar_type: 'compact' });
    const toast = await page.findByText(t('chrome.customizer.copied'));
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const CompactSidebar: Story = { decorators: seeded({ sidebar_type: 'compact' }) };
export const CompactIconSidebar: Story = { decorators: seeded({ sidebar_type: 'compact-icon' }) };
export const BorderSidebar: Story = { decorators: seeded({ sidebar_setting: 'border-sidebar' }) };
export const IconColourSidebar: Story = {
  decorators: seeded({ sidebar_setting: 'iconcolor-sidebar' }),
};
export const LightSidebarBackground: Story = {
  decorators: seeded({ sidebar_background: 'light-sidebar' }),
};
export const ColourSidebarBackground: Story = {
  decorators: seeded({ sidebar_background: 'color2-sidebar' }),
};
export const PatternSidebarBackground: Story = {
  decorators: seeded({ sidebar_background: 'sidebar-pattern4' }),
};
export const ImageSidebarBackground: Story = {
  decorators: seeded({ sidebar_background: 'sidebar-img5' }),
};
export const LightColour3: Story = { decorators: seeded(schemeSettings('color-3', 'light')) };
export const DarkColour4: Story = { decorators: seeded(schemeSettings('color-4', 'dark')) };
export const DarkColour6: Story = { decorators: seeded(schemeSettings('color-6', 'dark')) };
export const MixDefault: Story = { decorators: seeded({ mix_layout: 'default' }) };
export const MixDarkBodyOnly: Story = { decorators: seeded({ mix_layout: 'dark-body-only' }) };
export const MixDarkSidebarBody: Story = {
  decorators: seeded({ mix_layout: 'dark-sidebar-body-mix' }),
};
export const MixDarkHeaderSidebar: Story = {
  decorators: seeded({ mix_layout: 'dark-header-sidebar-mix' }),
};
export const Rtl: Story = { decorators: seeded({ layout_type: 'rtl' }) };

export const ColourTabArabic = inLocale(ColourTab, 'ar');

const mainMenu = (context: { canvasElement: HTMLElement }) =>
  within(context.canvasElement).getByRole('navigation', { name: 'Main menu', hidden: true });

/**
 * Interaction: choices apply at once (no reload) and are stored: a dark scheme, each mix layout,
 * then the right-to-left layout from the settings tab.
 */
export const ChoosingMixLayouts: Story = {
  name: 'Choosing colours and direction (interaction)',
  tags: ['interaction', '!autodocs'],
  decorators: seeded({}),
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('chrome.customizer.openColors') }));
    const dark = canvas.getByRole('group', { name: t('chrome.customizer.darkSchemes') });
    await userEvent.click(
      within(dark).getByRole('radio', { name: t('chrome.customizer.scheme', { n: 4 }) }),
    );
    await waitFor(() =>
      expect(kitRoot(context.canvasElement)).toHaveAttribute('data-color-mode', 'dark'),
    );
    await expect(kitRoot(context.canvasElement)).toHaveAttribute('data-preset', 'color-4');
    const group = canvas.getByRole('group', { name: t('chrome.customizer.mixLayout') });
    for (const mix of [
      'dark-body-only',
      'dark-sidebar-body-mix',
      'dark-header-sidebar-mix',
      'light-only',
    ] as const) {
      const radio = within(group).getByRole('radio', {
        name: t(`chrome.customizer.mixLayouts.${mix}`),
      });
      await userEvent.click(radio);
      await waitFor(() =>
        expect(kitRoot(context.canvasElement)).toHaveAttribute('data-mix-layout', mix),
      );
      await expect(radio).toBeChecked();
    }
    await userEvent.click(canvas.getByRole('tab', { name: t('chrome.customizer.tabs.settings') }));
    await userEvent.click(
      canvas.getByRole('radio', { name: t('chrome.customizer.direction.rtl') }),
    );
    await waitFor(() => expect(kitRoot(context.canvasElement)).toHaveAttribute('dir', 'rtl'));
    await userEvent.click(canvas.getByRole('button', { name: t('chrome.customizer.close') }));
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/**
 * Interaction: the settings tab's sidebar choices as a user tries them: the compact icon sidebar
 * narrows the menu and Default brings it back; a pattern, then an image, as its background.
 */
export const ChoosingSidebarVariants: Story = {
  name: 'Choosing sidebar variants (interaction)',
  tags: ['interaction', '!autodocs'],
  decorators: seeded({}),
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: t('chrome.customizer.openSettings') }),
    );
    const types = canvas.getByRole('group', { name: t('chrome.customizer.sidebarType') });
    const width = () => mainMenu(context).getBoundingClientRect().width;
    const wide = width();
    // Compact: an icon rail whatever the pointer does. (A compact-icon rail widens while the
    // pointer rests on it, and the test browser's pointer rests at the top-left corner, on the
    // rail: its width would say where the pointer is, not what was chosen.)
    await userEvent.click(
      within(types).getByRole('radio', { name: t('chrome.customizer.sidebarTypes.compact') }),
    );
    await waitFor(() => expect(width()).toBeLessThan(wide));
    const mark = () => mainMenu(context).querySelector('[data-part="brand-mark"]');
    await expect(mark()?.nextElementSibling).toHaveClass('sfo-visually-hidden');
    await userEvent.click(
      within(types).getByRole('radio', {
        name: t('chrome.customizer.sidebarTypes.compact-icon'),
      }),
    );
    // Compact-icon: the rail's brand name is kept to show when it widens, no longer hidden.
    const brandName = () => mark()?.nextElementSibling;
    await waitFor(() => expect(brandName()).not.toHaveClass('sfo-visually-hidden'));
    await userEvent.click(
      within(types).getByRole('radio', { name: t('chrome.customizer.sidebarTypes.default') }),
    );
    await waitFor(() => expect(width()).toBe(wide));
    await expect(mark()).toBeNull();

    const kinds = canvas.getByRole('group', { name: t('chrome.customizer.sidebarBackground') });
    const image = () => getComputedStyle(mainMenu(context)).backgroundImage;
    await expect(image()).toBe('none');
    await userEvent.click(
      within(kinds).getByRole('radio', { name: t('chrome.customizer.backgroundKinds.pattern') }),
    );
    const patterns = canvas.getByRole('group', {
      name: t('chrome.customizer.backgroundKinds.pattern'),
    });
    await userEvent.click(
      within(patterns).getByRole('radio', {
        name: t('chrome.customizer.background.pattern', { n: 3 }),
      }),
    );
    await waitFor(() => expect(image()).not.toBe('none'));
    const patterned = image();
    await userEvent.click(
      within(kinds).getByRole('radio', { name: t('chrome.customizer.backgroundKinds.image') }),
    );
    const images = canvas.getByRole('group', {
      name: t('chrome.customizer.backgroundKinds.image'),
    });
    await userEvent.click(
      within(images).getByRole('radio', {
        name: t('chrome.customizer.background.image', { n: 2 }),
      }),
    );
    await waitFor(() => expect(image()).not.toBe(patterned));
    await expect(image()).not.toBe('none');
  },
};
