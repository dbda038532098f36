// Filled as the account land; see src/index.ts for the root list.
export {};
