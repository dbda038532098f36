import { createRoot } from 'react-dom/client';
import { setupStrings } from '../../api/setup/strings';
import { loadKitAreas } from '../../i18n/areas';
import { createI18n } from '../../i18n/createI18n';
import { setKitLocale } from '../../i18n/setKitLocale';
import type { ElementInput, Emit, FlowName } from '../flows';
import { ElementApp } from './ElementApp';
import { readSettings } from './settings';
import { loadView } from './views';

/**
 * The element's own box. `all: initial` stops the page's inherited styles (its font, colour,
 * letter spacing, text alignment …) at the element's edge; the kit's root sets its own.
 */
const HOST_CSS = ':host{all:initial;display:block}:host([hidden]){display:none}';

/** An element's React root. */
export interface Mounted {
  /** Renders the element's settings; the first render (and a new locale) loads its strings first. */
  render(input: ElementInput): Promise<void>;
  unmount(): void;
}

/** Mounts an element's React tree in its shadow root. */
export function mount(shadow: ShadowRoot, flow: FlowName, emit: Emit): Mounted {
  const style = document.createElement('style');
  style.textContent = HOST_CSS;
  const container = document.createElement('div');
  shadow.replaceChildren(style, container);
  const root = createRoot(container);
  const i18n = createI18n();
  let language: string | null = null;
  let latest = 0;
  let gone = false;
  return {
    async render(input) {
      const turn = (latest += 1);
      const { settings, problems } = readSettings(flow, input);
      const view = await loadView(flow);
      if (settings.locale !== language) {
        // Painted in its language and direction from the first frame; a failed fetch paints
        // English rather than nothing.
        await Promise.all([
          setKitLocale(i18n, settings.locale),
          loadKitAreas(i18n, [...view.areas, setupStrings], settings.locale),
        ]).catch(() => undefined);
        language = settings.locale;
      }
      if (gone || turn !== latest) return;
      root.render(
        <ElementApp
          flow={flow}
          settings={settings}
          problems={problems}
          View={view.View}
          i18n={i18n}
          emit={emit}
          shadow={shadow}
        />,
      );
    },
    unmount() {
      gone = true;
      root.unmount();
      shadow.replaceChildren();
    },
  };
}
