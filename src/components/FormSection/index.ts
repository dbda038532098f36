export { FormSection, FormSectionFullRow } from './FormSection';
export type { FormSectionProps } from './FormSection';
