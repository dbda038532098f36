// Filled as the wizards land; see src/index.ts for the root list.
export * from './flow';
export * from './steps';
export * from './company';
