import type { BackofficeApi } from '../../src/api/BackofficeApi';
import { createMemoryApi, demoSeed, type MemoryApi } from '../../src/testing';
import { createMemoryStorage } from '../../src/api/session/storage';
import { describeBackofficeContract, type ContractTenant } from './contract';

function activationOf(api: MemoryApi, username: string) {
  const link = api.memory.activationFor(username);
  if (!link) throw new Error(`no activation mail for ${username} in ${api.memory.tenant}`);
  return Promise.resolve(link);
}

function invitationOf(api: MemoryApi, email: string) {
  const secret = api.memory.invitationFor(email);
  if (!secret) throw new Error(`no invitation to ${email} in ${api.memory.tenant}`);
  return Promise.resolve(secret);
}

describeBackofficeContract('memory', async () => {
  const api = createMemoryApi(demoSeed());
  return {
    // With its token, or none: the memory api then checks roles as the server does.
    api: (tenant, token) => api.memory.forTenant(tenant).memory.withToken(token ?? null),
    activationFor: (username, tenant) => activationOf(api.memory.forTenant(tenant), username),
    invitationFor: (email, tenant) => invitationOf(api.memory.forTenant(tenant), email),
    cleanup: async () => {},
  };
});

/** An api whose every call is answered by a fresh memory api read back from `storage`. */
function reloadingApi(load: () => BackofficeApi): BackofficeApi {
  type Method = (...args: unknown[]) => Promise<unknown>;
  const resource = (name: string) =>
    new Proxy(
      {},
      {
        get:
          (_target, method: string) =>
          (...args: unknown[]) => {
            const fresh = load() as unknown as Record<string, Record<string, Method>>;
            return fresh[name]![method]!(...args);
          },
      },
    );
  return new Proxy({}, { get: (_target, name: string) => resource(name) }) as BackofficeApi;
}

// The same cases when every call is answered by a new api over one storage, as after a reload:
// whatever a case relies on must survive the round trip through JSON.
describeBackofficeContract('memory, reloaded from storage before every call', async () => {
  const storage = createMemoryStorage();
  const load = (tenant: ContractTenant) => createMemoryApi(demoSeed(), { storage, tenant });
  return {
    api: (tenant, token) => reloadingApi(() => load(tenant).memory.withToken(token ?? null)),
    activationFor: (username, tenant) => activationOf(load(tenant), username),
    invitationFor: (email, tenant) => invitationOf(load(tenant), email),
    cleanup: async () => {},
  };
});
