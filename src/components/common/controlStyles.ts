/** The kit's control look (fields, selects, search), for controls outside the components folder. */
export { controlStyles } from '../internal/controlStyles';
