// Filled as the wizards land; see src/index.ts for the root list.
export * from './catalog';
export * from './flow';
export * from './steps';
export * from './company';
export * from './seller';
export { wizardStrings } from './internal/strings';
