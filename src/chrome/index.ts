// Filled as the chrome land; see src/index.ts for the root list.
export {};
