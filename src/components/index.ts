// Filled as the components land; see src/index.ts for the root list.
export {};
