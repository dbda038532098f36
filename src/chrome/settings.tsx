import { useSettings } from '../api/context';
import type { StoredSettings } from '../api/session/SettingsStore';
import { ThemeProvider, type ThemeProviderProps } from '../theme/ThemeProvider';
import type { ThemeOptions } from '../theme/createTheme';
import {
  colorPresets,
  layoutVersionFor,
  mixLayouts,
  type ColorMode,
  type ColorPresetId,
  type MixLayout,
  type SidebarBackground,
  type SidebarSetting,
  type SidebarType,
} from '../theme/presets';

const isMix = (v: string | undefined): v is MixLayout =>
  !!v && (mixLayouts as readonly string[]).includes(v);

/**
 * The theme the stored settings describe (docs/behaviour.md, "Entities" keys, "Chrome states"): every
 * customizer option maps to a theme option, never to a class on `body`. Keys that are not stored
 * take `fallback` (the host's defaults). A `layoutVersion` holding a mix-layout value (as some
 * hosts store it) is read as the mix layout.
 */
export function themeOptionsFromSettings(
  stored: StoredSettings,
  fallback: ThemeOptions = {},
): ThemeOptions {
  const version = stored.layoutVersion;
  const mode: ColorMode | undefined =
    version === 'dark-only' ? 'dark' : version === 'light' ? 'light' : fallback.mode;
  const mixLayout: MixLayout | undefined = isMix(stored.mix_layout)
    ? stored.mix_layout
    : isMix(version)
      ? version
      : mode === 'dark'
        ? 'dark-only'
        : fallback.mixLayout;
  return {
    ...fallback,
    preset: (stored.color as ColorPresetId | undefined) ?? fallback.preset,
    mode,
    mixLayout,
    direction: (stored.layout_type as 'ltr' | 'rtl' | undefined) ?? fallback.direction,
    primaryColor: stored.primary_color ?? fallback.primaryColor,
    secondaryColor: stored.secondary_color ?? fallback.secondaryColor,
    sidebarType: (stored.sidebar_type as SidebarType | undefined) ?? fallback.sidebarType,
    sidebarSetting:
      (stored.sidebar_setting as SidebarSetting | undefined) ?? fallback.sidebarSetting,
    sidebarBackground:
      (stored.sidebar_background as SidebarBackground | undefined) ?? fallback.sidebarBackground,
  };
}

/**
 * What choosing a colour scheme stores (docs/behaviour.md, "States and transitions"): the scheme, its primary and
 * secondary colours, the layout version (`light` or `dark-only`) and the matching mix layout.
 */
export function schemeSettings(preset: ColorPresetId, mode: ColorMode): StoredSettings {
  return {
    color: preset,
    layoutVersion: layoutVersionFor(mode),
    primary_color: colorPresets[preset].primary,
    secondary_color: colorPresets[preset].secondary,
    mix_layout: mode === 'dark' ? 'dark-only' : 'light-only',
  };
}

/**
 * Every settings key with its effective value. Named rather than inferred so the declared unions
 * keep one order in the public API report, whatever order the checker meets them in.
 */
export interface EffectiveSettings {
  layout_type: 'ltr' | 'rtl';
  sidebar_type: SidebarType;
  sidebar_setting: SidebarSetting;
  sidebar_background: SidebarBackground | null;
  color: ColorPresetId;
  layoutVersion: 'light' | 'dark-only';
  mix_layout: MixLayout;
  primary_color: string;
  secondary_color: string;
}

/** The effective settings, every key filled (the customizer's 'Configuration' shows these). */
export function effectiveSettings(
  stored: StoredSettings,
  fallback: ThemeOptions = {},
): EffectiveSettings {
  const o = themeOptionsFromSettings(stored, fallback);
  const preset = o.preset ?? 'color-1';
  const mode = o.mode ?? 'light';
  return {
    layout_type: o.direction ?? 'ltr',
    sidebar_type: o.sidebarType ?? 'default',
    sidebar_setting: o.sidebarSetting ?? 'default-sidebar',
    sidebar_background: o.sidebarBackground ?? null,
    color: preset,
    layoutVersion: layoutVersionFor(mode),
    mix_layout: o.mixLayout ?? (mode === 'dark' ? 'dark-only' : 'light-only'),
    primary_color: o.primaryColor ?? colorPresets[preset].primary,
    secondary_color: o.secondaryColor ?? colorPresets[preset].secondary,
  };
}

/**
 * What the customizer's 'Configuration' shows and copies: the effective settings under the kit's
 * keys, and the same values under the product's theme-configuration keys (`layout_version`,
 * `sidebar_backround` — spelt as the product spells it — and `router_animation`), so a
 * configuration copied here also works in a host that reads the original's. The page fades in
 * on route changes (docs/behaviour.md, "Chrome"), hence 'fadeIn'.
 */
export function configurationJson(stored: StoredSettings, fallback: ThemeOptions = {}) {
  const effective = effectiveSettings(stored, fallback);
  return {
    ...effective,
    layout_version: effective.layoutVersion,
    sidebar_backround: effective.sidebar_background,
    router_animation: 'fadeIn' as const,
  };
}

export type SettingsThemeProviderProps = Omit<ThemeProviderProps, 'theme'>;

/**
 * A `<ThemeProvider>` that follows the settings store: what the customizer changes applies at
 * once, without a reload, and what is stored survives one. Its own props are the defaults for
 * keys not stored yet. Place it inside `<BackofficeProvider>`.
 *
 * @example
 * <BackofficeProvider settings={settings} …>
 *   <SettingsThemeProvider direction={localeDirection(locale)}><App /></SettingsThemeProvider>
 * </BackofficeProvider>
 */
export function SettingsThemeProvider({
  children,
  className,
  style,
  lang,
  ...defaults
}: SettingsThemeProviderProps) {
  const { settings } = useSettings();
  // ThemeProvider memoises the theme on each option, so nothing is rebuilt unless one changed.
  const options = themeOptionsFromSettings(settings, defaults);
  return (
    <ThemeProvider {...options} className={className} style={style} lang={lang}>
      {children}
    </ThemeProvider>
  );
}
