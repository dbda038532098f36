import type { StoredSettings } from '../../api/session/SettingsStore';
import { sidebarBackgrounds, sidebarSettings, type SidebarBackground } from '../../theme/presets';
import { sidebarBackgroundBase } from '../../theme/sidebar';
import { sidebarBackgroundLayers } from '../../theme/sidebarBackgrounds';
import { useChromeTranslation } from '../internal/strings';
import type { effectiveSettings } from '../settings';
import { Choices, type ChoiceOption } from './Choices';
import { Swatch } from './Customizer.styles';

export type BackgroundKind = keyof typeof sidebarBackgrounds;

/** Which kind of sidebar background a stored value is: a colour, a pattern or an image. */
export const kindOf = (value: string | undefined): BackgroundKind =>
  value?.startsWith('sidebar-pattern')
    ? 'pattern'
    : value?.startsWith('sidebar-img')
      ? 'image'
      : 'color';

export interface SettingsTabProps {
  /** Prefix of the groups' names (the customizer's id). */
  id: string;
  effective: ReturnType<typeof effectiveSettings>;
  /** The background kind whose choices are shown (kept by the customizer across tabs). */
  kind: BackgroundKind;
  onKindChange: (kind: BackgroundKind) => void;
  change: (patch: StoredSettings) => void;
}

/**
 * The customizer's settings tab (docs/behaviour.md, "Chrome states"): direction, sidebar type,
 * sidebar setting and sidebar background (colour, pattern or image).
 */
export function SettingsTab({ id, effective, kind, onKindChange, change }: SettingsTabProps) {
  const { t } = useChromeTranslation();
  const background = (value: SidebarBackground): ChoiceOption<SidebarBackground> => {
    const layers = sidebarBackgroundLayers(value);
    const n = /(\d)/.exec(value)?.[1];
    const label =
      value === 'dark-sidebar'
        ? t('chrome.customizer.background.dark')
        : value === 'light-sidebar'
          ? t('chrome.customizer.background.light')
          : t(`chrome.customizer.background.${kindOf(value)}`, { n });
    return {
      value,
      label,
      swatch: (
        <Swatch
          $fill={`${layers ? `${layers.image}, ` : ''}${sidebarBackgroundBase(value)}`}
          $size={layers?.size}
        />
      ),
    };
  };

  return (
    <>
      <Choices
        legend={t('chrome.customizer.layoutType')}
        name={`${id}-dir`}
        value={effective.layout_type}
        options={(['ltr', 'rtl'] as const).map((v) => ({
          value: v,
          label: t(`chrome.customizer.direction.${v}`),
        }))}
        onChange={(v) => change({ layout_type: v })}
      />
      <Choices
        legend={t('chrome.customizer.sidebarType')}
        name={`${id}-type`}
        value={effective.sidebar_type}
        options={(['default', 'compact', 'compact-icon'] as const).map((v) => ({
          value: v,
          label: t(`chrome.customizer.sidebarTypes.${v}`),
        }))}
        onChange={(v) => change({ sidebar_type: v })}
      />
      <Choices
        legend={t('chrome.customizer.sidebarSetting')}
        name={`${id}-setting`}
        value={effective.sidebar_setting}
        options={sidebarSettings.map((v) => ({
          value: v,
          label: t(`chrome.customizer.sidebarSettings.${v}`),
        }))}
        onChange={(v) => change({ sidebar_setting: v })}
      />
      <Choices
        legend={t('chrome.customizer.sidebarBackground')}
        name={`${id}-kind`}
        value={kind}
        options={(['color', 'pattern', 'image'] as const).map((v) => ({
          value: v,
          label: t(`chrome.customizer.backgroundKinds.${v}`),
        }))}
        onChange={onKindChange}
      />
      <Choices
        legend={t(`chrome.customizer.backgroundKinds.${kind}`)}
        name={`${id}-bg`}
        value={effective.sidebar_background ?? undefined}
        options={sidebarBackgrounds[kind].map(background)}
        onChange={(v) => change({ sidebar_background: v })}
      />
    </>
  );
}
