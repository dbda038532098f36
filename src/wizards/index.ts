// Filled as the wizards land; see src/index.ts for the root list.
export {};
export * from './catalog';
