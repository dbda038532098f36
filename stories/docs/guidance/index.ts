import { chrome } from './chrome';
import { components } from './components';
import { screens } from './screens';
import type { Guidance } from './types';

/** Every component page's guidance, by its story title (.storybook/KitDocsPage.tsx). */
export const guidance: Record<string, Guidance> = { ...components, ...chrome, ...screens };
