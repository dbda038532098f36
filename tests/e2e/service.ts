/**
 * The reference API's service account for the e2e run (docs/api-contract.md `POST /auth/login`):
 * set on the server by globalSetup, used by tests to prepare what only the store's administrators
 * may do. Test-only values; nothing here reaches a bundle.
 */
export const E2E_SERVICE = { username: 'e2e-service', password: 'e2e-Service-Pass-42' } as const;
