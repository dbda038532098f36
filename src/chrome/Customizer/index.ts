export { Customizer } from './Customizer';
export type { CustomizerProps, CustomizerTab } from './Customizer';
