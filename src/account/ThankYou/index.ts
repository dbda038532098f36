export { ThankYou } from './ThankYou';
export type { ThankYouProps } from './ThankYou';
