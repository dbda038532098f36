import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTheme } from 'styled-components';
import { useSettings } from '../../api/context';
import type { StoredSettings } from '../../api/session/SettingsStore';
import { useChromeTranslation } from '../internal/strings';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/common/IconButton';
import { CloseIcon } from '../../components/common/icons';
import { useControllableState } from '../../components/common/useControllableState';
import { PaletteIcon, SettingsIcon } from '../icons';
import { useClickOutside, useFocusOutside } from '../internal/hooks';
import { configurationJson, effectiveSettings } from '../settings';
import { ColorTab } from './ColorTab';
import { ConfigurationDialog } from './ConfigurationDialog';
import { Footer, Openers, Panel, PanelHead, TabPanel, Tabs } from './Customizer.styles';
import { kindOf, SettingsTab, type BackgroundKind } from './SettingsTab';

/** Which part of the customizer is open (docs/behaviour.md, "States and transitions"): none, settings or colours. */
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

/**
 * The customizer (docs/behaviour.md, "Chrome", "Chrome states"): a side panel opened from two
 * icons (settings, colours) and closed with its close icon, Escape or a click outside; closing
 * with the icon or Escape gives focus back to the icon that opened it. The
 * settings tab sets the direction, sidebar type, sidebar setting and sidebar background (colour,
 * pattern or image); the colour tab the light or dark scheme and the mix layout. Each choice is
 * stored at once (settings store keys, docs/behaviour.md, "Entities") and, under a
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
  const theme = useTheme();
  const id = useId();
  const settings = given ?? stored;
  const [open, setOpen] = useControllableState<CustomizerTab | null>({
    value: openProp,
    defaultValue: null,
    onChange: onOpenChange,
  });
  const [configOpen, setConfigOpen] = useState(false);
  const [kind, setKind] = useState<BackgroundKind>(() => kindOf(settings.sidebar_background));
  const panelRef = useRef<HTMLElement>(null);
  const openersRef = useRef<HTMLDivElement>(null);
  // The icon the panel was opened from: closing with × or Escape gives focus back to it.
  const openedBy = useRef<HTMLButtonElement | null>(null);
  // A panel beside the page, not a dialog: a press or focus outside it closes it, so it never
  // stays over the control that has focus next (Tab past the end of the page wraps to its top).
  useClickOutside([panelRef, openersRef], () => setOpen(null), open !== null && !configOpen);
  useFocusOutside([panelRef, openersRef], () => setOpen(null), open !== null && !configOpen);
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

  // What the page shows where nothing is stored yet (the host's defaults, the locale's direction).
  const shown = {
    direction: theme.direction,
    preset: theme.preset,
    mode: theme.mode,
    mixLayout: theme.mixLayout,
    sidebarType: theme.sidebar.type,
    sidebarSetting: theme.sidebar.setting,
  };
  const effective = effectiveSettings(settings, shown);
  const configuration = JSON.stringify(configurationJson(settings, shown), null, 2);
  const change = (patch: StoredSettings) => {
    if (onSettingsChange) onSettingsChange(patch);
    else store.set(patch);
  };

  const tabs: CustomizerTab[] = ['settings', 'color'];
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = open === 'settings' ? 'color' : 'settings';
    setOpen(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

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
              <SettingsTab
                id={id}
                effective={effective}
                kind={kind}
                onKindChange={setKind}
                change={change}
              />
            ) : (
              <ColorTab id={id} effective={effective} change={change} />
            )}
          </TabPanel>
          <Footer>
            <Button variant="secondary" fullWidth onClick={() => setConfigOpen(true)}>
              {t('chrome.customizer.configuration')}
            </Button>
          </Footer>
        </Panel>
      ) : null}
      <ConfigurationDialog
        open={configOpen}
        onClose={() => setConfigOpen(false)}
        configuration={configuration}
      />
    </>
  );
}
