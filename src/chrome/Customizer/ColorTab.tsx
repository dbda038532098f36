import type { StoredSettings } from '../../api/session/SettingsStore';
import {
  colorPresetIds,
  colorPresets,
  mixLayouts,
  type ColorMode,
  type ColorPresetId,
} from '../../theme/presets';
import { useChromeTranslation } from '../internal/strings';
import { schemeSettings, type effectiveSettings } from '../settings';
import { Choices } from './Choices';
import { Swatch } from './Customizer.styles';

/** `dark:color-4` → `color-4`. */
const presetOf = (value: string) => value.split(':')[1] as ColorPresetId;

export interface ColorTabProps {
  /** Prefix of the groups' names (the customizer's id). */
  id: string;
  effective: ReturnType<typeof effectiveSettings>;
  change: (patch: StoredSettings) => void;
}

/**
 * The customizer's colour tab (docs/behaviour.md, "Chrome states"): a light or dark scheme (one
 * group of radios across both lists) and the mix layout.
 */
export function ColorTab({ id, effective, change }: ColorTabProps) {
  const { t } = useChromeTranslation();
  const scheme = (mode: ColorMode) =>
    colorPresetIds.map((preset, i) => {
      const { primary, secondary } = colorPresets[preset];
      const base = mode === 'dark' ? '#1d1e26' : '#ffffff';
      return {
        value: `${mode}:${preset}` as const,
        label: t('chrome.customizer.scheme', { n: i + 1 }),
        swatch: (
          <Swatch
            $fill={`linear-gradient(135deg, ${primary} 0 45%, ${secondary} 45% 70%, ${base} 70%)`}
          />
        ),
      };
    });
  const schemeValue = `${effective.layoutVersion === 'dark-only' ? 'dark' : 'light'}:${effective.color}`;

  return (
    <>
      <Choices
        legend={t('chrome.customizer.lightSchemes')}
        name={`${id}-scheme`}
        value={schemeValue}
        options={scheme('light')}
        onChange={(v) => change(schemeSettings(presetOf(v), 'light'))}
      />
      <Choices
        legend={t('chrome.customizer.darkSchemes')}
        name={`${id}-scheme`}
        value={schemeValue}
        options={scheme('dark')}
        onChange={(v) => change(schemeSettings(presetOf(v), 'dark'))}
      />
      <Choices
        legend={t('chrome.customizer.mixLayout')}
        name={`${id}-mix`}
        value={effective.mix_layout}
        options={mixLayouts.map((v) => ({
          value: v,
          label: t(`chrome.customizer.mixLayouts.${v}`),
        }))}
        onChange={(v) => change({ mix_layout: v })}
      />
    </>
  );
}
