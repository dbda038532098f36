// The signed-in frame is the kit's chrome, wired in src/chrome (docs/behaviour.md §2 "Chrome").
export { ChromeLayout as AppLayout } from '../chrome/ChromeLayout';
