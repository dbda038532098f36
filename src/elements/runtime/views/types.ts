import type { ComponentType } from 'react';
import type { KitArea } from '../../../i18n/areas';
import type { Emit } from '../../flows';
import type { ElementSettings } from '../settings';

/** What an element's screen gets. */
export interface ViewProps {
  settings: ElementSettings;
  emit: Emit;
}

/** An element's screen and the string areas to load before its first paint. */
export interface LoadedView {
  View: ComponentType<ViewProps>;
  areas: readonly KitArea[];
}
