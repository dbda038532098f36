import { createContext } from 'react';
import type { KitProblem } from './problems';

/**
 * How a setup message names what to set, as code the reader types: the React provider's props,
 * or a custom element's attributes and properties (src/elements).
 */
export interface SettingNames {
  tenant: string;
  apiBase: string;
  user: string;
}

export const PROVIDER_SETTINGS: SettingNames = {
  tenant: '<BackofficeProvider tenant>',
  apiBase: '<BackofficeProvider apiBase>',
  user: '<BackofficeProvider user>',
};

export const SettingNamesContext = createContext<SettingNames>(PROVIDER_SETTINGS);

/**
 * Told of each problem a notice shows (once per problem shown): the custom elements send it as
 * their `error` event and log it. React hosts see the notice only.
 */
export const ProblemReporterContext = createContext<((problem: KitProblem) => void) | null>(null);
