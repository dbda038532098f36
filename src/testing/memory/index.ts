export { createMemoryApi } from './createMemoryApi';
export type { MemoryApi, MemoryApiOptions, MemoryControls } from './createMemoryApi';
export { demoSeed, DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
export { INDIA, INDIA_PROVINCES } from './india';
export { ACTIVATION_TTL_MS } from './accounts';
export type { MemoryMail, MemorySeed, SeedAccount, TenantSeed } from './state';
