import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Customizer } from '../../../src/chrome/Customizer';
import {
  SettingsThemeProvider,
  configurationJson,
  effectiveSettings,
  schemeSettings,
  themeOptionsFromSettings,
} from '../../../src/chrome/settings';
import { ToastProvider } from '../../../src/components/Toast';
import { renderWithKit } from '../render';

function Probe() {
  return <p>themed</p>;
}

function setup() {
  const view = renderWithKit(
    <SettingsThemeProvider>
      <ToastProvider>
        <Customizer />
        <Probe />
        <p>outside</p>
      </ToastProvider>
    </SettingsThemeProvider>,
  );
  const root = () => screen.getByText('themed').closest('.sfo-root')!;
  // After userEvent.setup(), which installs its own clipboard.
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  return { ...view, writeText, root };
}

// Many clicks through styled radios: slow on a loaded 2-core machine.
describe('Customizer', { timeout: 20_000 }, () => {
  it('opens on a tab from each icon and closes with the close icon, Escape or a click outside', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open the layout settings' }));
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Close the customizer' }));
    expect(screen.queryByRole('tablist')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the colour schemes' }));
    expect(screen.getByRole('tab', { name: 'Colours' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByText('Customize and preview in real time'));
    expect(screen.getByRole('tablist')).toBeInTheDocument(); // a click inside keeps it open
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('tablist')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the colour schemes' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('stores each settings choice and applies it at once', async () => {
    const { user, settings, root } = setup();
    await user.click(screen.getByRole('button', { name: 'Open the layout settings' }));
    await user.click(screen.getByRole('radio', { name: 'RTL' }));
    expect(settings.get().layout_type).toBe('rtl');
    expect(root()).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('radio', { name: 'Compact icon' }));
    expect(settings.get().sidebar_type).toBe('compact-icon');
    await user.click(screen.getByRole('radio', { name: 'Icon colour' }));
    expect(settings.get().sidebar_setting).toBe('iconcolor-sidebar');
    await user.click(screen.getByRole('radio', { name: 'Colour 3' }));
    expect(settings.get().sidebar_background).toBe('color3-sidebar');
    await user.click(screen.getByRole('radio', { name: 'Pattern' }));
    await user.click(screen.getByRole('radio', { name: 'Pattern 5' }));
    expect(settings.get().sidebar_background).toBe('sidebar-pattern5');
    await user.click(screen.getByRole('radio', { name: 'Image' }));
    await user.click(screen.getByRole('radio', { name: 'Image 6' }));
    expect(settings.get().sidebar_background).toBe('sidebar-img6');
  });

  it('sets light schemes to layout version light, dark ones to dark-only, and mix layouts', async () => {
    const { user, settings, root } = setup();
    await user.click(screen.getByRole('button', { name: 'Open the colour schemes' }));
    const dark = screen.getByRole('group', { name: 'Dark layout' });
    await user.click(within(dark).getByRole('radio', { name: 'Colour scheme 4' }));
    expect(settings.get()).toMatchObject({
      color: 'color-4',
      layoutVersion: 'dark-only',
      primary_color: '#4c2fbf',
      secondary_color: '#2e9de4',
      mix_layout: 'dark-only',
    });
    expect(root()).toHaveAttribute('data-color-mode', 'dark');
    expect(root()).toHaveAttribute('data-preset', 'color-4');
    expect(within(dark).getByRole('radio', { name: 'Colour scheme 4' })).toBeChecked();
    const light = screen.getByRole('group', { name: 'Light layout' });
    await user.click(within(light).getByRole('radio', { name: 'Colour scheme 6' }));
    expect(settings.get()).toMatchObject({ color: 'color-6', layoutVersion: 'light' });
    expect(root()).toHaveAttribute('data-color-mode', 'light');
    await user.click(screen.getByRole('radio', { name: 'Dark header and sidebar' }));
    expect(settings.get().mix_layout).toBe('dark-header-sidebar-mix');
    expect(root()).toHaveAttribute('data-mix-layout', 'dark-header-sidebar-mix');
  });

  it('shows the configuration as JSON and copies it, with a toast', async () => {
    const { user, writeText } = setup();
    await user.click(screen.getByRole('button', { name: 'Open the layout settings' }));
    await user.click(screen.getByRole('radio', { name: 'RTL' }));
    await user.click(screen.getByRole('button', { name: 'Configuration' }));
    const dialog = screen.getByRole('dialog', { name: 'Customizer configuration' });
    const json = JSON.parse(within(dialog).getByText(/layout_type/).textContent!);
    expect(json).toMatchObject({ layout_type: 'rtl', color: 'color-1', layoutVersion: 'light' });
    // The product's own theme-configuration keys too, so a host reading the original's works.
    expect(json).toMatchObject({
      layout_version: 'light',
      sidebar_backround: null,
      router_animation: 'fadeIn',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Copy Json' }));
    expect(writeText).toHaveBeenCalledWith(JSON.stringify(json, null, 2));
    expect(await screen.findByText('Code Copied to clipboard')).toBeInTheDocument();
    // The toast has its close button; the customizer stayed open behind the dialog.
    expect(screen.getByRole('button', { name: /dismiss/i })).toBeInTheDocument();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });

  it('reports to a controlled host instead of the store', async () => {
    const onSettingsChange = vi.fn();
    const { user, settings } = renderWithKit(
      <Customizer
        settings={{ layout_type: 'rtl' }}
        onSettingsChange={onSettingsChange}
        open="settings"
      />,
    );
    expect(screen.getByRole('radio', { name: 'RTL' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Compact' }));
    expect(onSettingsChange).toHaveBeenCalledWith({ sidebar_type: 'compact' });
    expect(settings.get()).toEqual({});
  });
});

describe('settings → theme', () => {
  it('maps every stored key to a theme option, with the host’s defaults for the rest', () => {
    expect(themeOptionsFromSettings({}, { direction: 'rtl', preset: 'color-2' })).toMatchObject({
      direction: 'rtl',
      preset: 'color-2',
    });
    expect(
      themeOptionsFromSettings({
        ...schemeSettings('color-5', 'dark'),
        layout_type: 'ltr',
        sidebar_type: 'compact',
        sidebar_setting: 'border-sidebar',
        sidebar_background: 'sidebar-img2',
      }),
    ).toEqual({
      preset: 'color-5',
      mode: 'dark',
      mixLayout: 'dark-only',
      direction: 'ltr',
      primaryColor: '#7c4dff',
      secondaryColor: '#7b1fa2',
      sidebarType: 'compact',
      sidebarSetting: 'border-sidebar',
      sidebarBackground: 'sidebar-img2',
    });
    // A host that keeps the mix layout in layoutVersion keeps working.
    expect(themeOptionsFromSettings({ layoutVersion: 'dark-sidebar-body-mix' }).mixLayout).toBe(
      'dark-sidebar-body-mix',
    );
    expect(effectiveSettings({})).toEqual({
      layout_type: 'ltr',
      sidebar_type: 'default',
      sidebar_setting: 'default-sidebar',
      sidebar_background: null,
      color: 'color-1',
      layoutVersion: 'light',
      mix_layout: 'light-only',
      primary_color: '#4466f2',
      secondary_color: '#1ea6ec',
    });
  });

  it('gives the configuration under the product’s theme keys as well as the kit’s', () => {
    const config = configurationJson({
      ...schemeSettings('color-3', 'dark'),
      sidebar_background: 'sidebar-pattern4',
    });
    expect(config).toMatchObject({
      layoutVersion: 'dark-only',
      layout_version: 'dark-only',
      sidebar_background: 'sidebar-pattern4',
      sidebar_backround: 'sidebar-pattern4',
      router_animation: 'fadeIn',
      mix_layout: 'dark-only',
      color: 'color-3',
    });
  });
});
