import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSettings } from '../../api/context';
import type { StoredSettings } from '../../api/session/SettingsStore';
import { useChromeTranslation } from '../internal/strings';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { NotifierContext } from '../../components/Toast/NotifierContext';
import { IconButton } from '../../components/common/IconButton';
import { CloseIcon } from '../../components/common/icons';
import { useControllableState } from '../../components/common/useControllableState';
import {
  colorPresetIds,
  colorPresets,
  mixLayouts,
  sidebarBackgrounds,
  sidebarSettings,
  type ColorMode,
  type ColorPresetId,
  type SidebarBackground,
} from '../../theme/presets';
import { sidebarBackgroundBase } from '../../theme/sidebar';
import { sidebarBackgroundLayers } from '../../theme/sidebarBackgrounds';
import { PaletteIcon, SettingsIcon } from '../icons';
import { useClickOutside } from '../internal/hooks';
import { configurationJson, effectiveSettings, schemeSettings } from '../settings';
import { Choices, type ChoiceOption } from './Choices';
import {
  Code,
  Footer,
  Openers,
  Panel,
  PanelHead,
  Swatch,
  TabPanel,
  Tabs,
} from './Customizer.styles';

/** Which part of the customizer is open (docs/behaviour.md §4): none, settings or colours. */
export type CustomizerTab = 'settings' | 'color';

export interface CustomizerProps {
  /** The stored settings (controlled); by default the settings store's. */
  settings?: StoredSettings;
  /** Called with the keys a choice changes; by default they are written to the settings store. */
  onSettingsChange?: (patch: StoredSettings) => void;
  /** The open tab, or null when closed (controlled). */
  open?: CustomizerTab | null;
  /** Called when the customizer opens, changes tab or closes. */
  onOpenChange?: (open: CustomizerTab | null) => void;
}

/** `dark:color-4` → `color-4`. */
const presetOf = (value: string) => value.split(':')[1] as ColorPresetId;

type BackgroundKind = keyof typeof sidebarBackgrounds;
const kindOf = (value: string | undefined): BackgroundKind =>
  value?.startsWith('sidebar-pattern')
    ? 'pattern'
    : value?.startsWith('sidebar-img')
      ? 'image'
      : 'color';

/**
 * The customizer (docs/behaviour.md §2 "Chrome", §4 "Chrome states"): a side panel opened from two
 * icons (settings, colours) and closed with its close icon, Escape or a click outside; closing
 * with the icon or Escape gives focus back to the icon that opened it. The
 * settings tab sets the direction, sidebar type, sidebar setting and sidebar background (colour,
 * pattern or image); the colour tab the light or dark scheme and the mix layout. Each choice is
 * stored at once (settings store keys, docs/behaviour.md §3) and, under a
 * `<SettingsThemeProvider>`, applies without a reload. 'Configuration' shows the settings as JSON
 * with 'Copy Json' ('Code Copied to clipboard').
 */
export function Customizer({
  settings: given,
  onSettingsChange,
  open: openProp,
  onOpenChange,
}: CustomizerProps) {
  const { t } = useChromeTranslation();
  const { settings: stored, store } = useSettings();
  const notifier = useContext(NotifierContext);
  const id = useId();
  const settings = given ?? stored;
  const [open, setOpen] = useControllableState<CustomizerTab | null>({
    value: openProp,
    defaultValue: null,
    onChange: onOpenChange,
  });
  const [configOpen, setConfigOpen] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [kind, setKind] = useState<BackgroundKind>(() => kindOf(settings.sidebar_background));
  const panelRef = useRef<HTMLElement>(null);
  const openersRef = useRef<HTMLDivElement>(null);
  // The icon the panel was opened from: closing with × or Escape gives focus back to it.
  const openedBy = useRef<HTMLButtonElement | null>(null);
  useClickOutside([panelRef, openersRef], () => setOpen(null), open !== null && !configOpen);
  const close = () => {
    setOpen(null);
    (openedBy.current ?? openersRef.current?.querySelector('button'))?.focus();
  };

  // Opening from an icon takes the keyboard into the panel (its selected tab).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) document.getElementById(`${id}-tab-${open}`)?.focus();
    wasOpen.current = open !== null;
  }, [open, id]);

  const effective = effectiveSettings(settings);
  const configuration = JSON.stringify(configurationJson(settings), null, 2);
  const change = (patch: StoredSettings) => {
    if (onSettingsChange) onSettingsChange(patch);
    else store.set(patch);
  };

  const copy = async () => {
    let ok = true;
    try {
      await navigator.clipboard.writeText(configuration);
    } catch {
      ok = false;
    }
    setCopyState(ok ? 'copied' : 'failed');
    notifier?.notify({
      tone: ok ? 'success' : 'danger',
      message: t(ok ? 'chrome.customizer.copied' : 'chrome.customizer.copyFailed'),
    });
  };

  const tabs: CustomizerTab[] = ['settings', 'color'];
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = open === 'settings' ? 'color' : 'settings';
    setOpen(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

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
      <Openers ref={openersRef}>
        <button
          type="button"
          aria-label={t('chrome.customizer.openSettings')}
          aria-expanded={open === 'settings'}
          onClick={(event) => {
            openedBy.current = event.currentTarget;
            setOpen(open === 'settings' ? null : 'settings');
          }}
        >
          <SettingsIcon />
        </button>
        <button
          type="button"
          aria-label={t('chrome.customizer.openColors')}
          aria-expanded={open === 'color'}
          onClick={(event) => {
            openedBy.current = event.currentTarget;
            setOpen(open === 'color' ? null : 'color');
          }}
        >
          <PaletteIcon />
        </button>
      </Openers>
      {open ? (
        <Panel
          ref={panelRef}
          aria-labelledby={`${id}-title`}
          data-state={open}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !configOpen) close();
          }}
        >
          <PanelHead>
            <div>
              <h2 id={`${id}-title`}>{t('chrome.customizer.label')}</h2>
              <p>{t('chrome.customizer.subtitle')}</p>
            </div>
            <IconButton type="button" aria-label={t('chrome.customizer.close')} onClick={close}>
              <CloseIcon />
            </IconButton>
          </PanelHead>
          <Tabs role="tablist" aria-label={t('chrome.customizer.label')} onKeyDown={onTabKey}>
            {tabs.map((tab) => (
              <button
                key={tab}
                id={`${id}-tab-${tab}`}
                type="button"
                role="tab"
                aria-selected={open === tab}
                aria-controls={`${id}-panel`}
                tabIndex={open === tab ? 0 : -1}
                onClick={() => setOpen(tab)}
              >
                {t(`chrome.customizer.tabs.${tab}`)}
              </button>
            ))}
          </Tabs>
          <TabPanel id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${open}`}>
            {open === 'settings' ? (
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
                  onChange={setKind}
                />
                <Choices
                  legend={t(`chrome.customizer.backgroundKinds.${kind}`)}
                  name={`${id}-bg`}
                  value={effective.sidebar_background ?? undefined}
                  options={sidebarBackgrounds[kind].map(background)}
                  onChange={(v) => change({ sidebar_background: v })}
                />
              </>
            ) : (
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
            )}
          </TabPanel>
          <Footer>
            <Button
              variant="secondary"
              fullWidth
              onClick={() => {
                setCopyState('idle');
                setConfigOpen(true);
              }}
            >
              {t('chrome.customizer.configuration')}
            </Button>
          </Footer>
        </Panel>
      ) : null}
      <Modal
        open={configOpen}
        onClose={() => setConfigOpen(false)}
        title={t('chrome.customizer.configurationTitle')}
        description={t('chrome.customizer.configurationHint')}
        size="lg"
        footer={<Button onClick={() => void copy()}>{t('chrome.customizer.copy')}</Button>}
      >
        <Code>{configuration}</Code>
        {!notifier && copyState !== 'idle' ? (
          <p role="status">
            {t(
              copyState === 'copied' ? 'chrome.customizer.copied' : 'chrome.customizer.copyFailed',
            )}
          </p>
        ) : null}
      </Modal>
    </>
  );
}
