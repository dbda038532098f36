// storefront-onboarding/testing: test doubles and demo data, for stories, tests and demos. A
// production host needs none of this (it lives apart from `/api` so it never ships by accident).
export { testApi } from './testApi';
export type { TestApiOverrides } from './testApi';
export {
  createMemoryApi,
  demoSeed,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  INDIA,
  INDIA_PROVINCES,
  ACTIVATION_TTL_MS,
} from './memory';
export type {
  MemoryApi,
  MemoryApiOptions,
  MemoryControls,
  MemoryMail,
  MemorySeed,
  SeedAccount,
  TenantSeed,
} from './memory';
export { createMemoryUploader } from './memoryUploader';
export type { MemoryUploader, MemoryUploaderOptions } from './memoryUploader';
export { demoMenu } from './demoMenu';
export { demoFriends } from './demoFriends';
