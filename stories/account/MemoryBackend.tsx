import type { ReactNode } from 'react';
import { BackofficeProvider } from '../../src/api/BackofficeProvider';
import { createMemoryApi, DEMO_PASSWORD, type MemoryApi } from '../../src/testing';
import { createMemoryStorage } from '../../src/api/session/storage';
import { createSessionStore, type SessionStore } from '../../src/api/session/SessionStore';
import type { AccountKind } from '../../src/api/types';
import { useKitTranslation } from '../../src/i18n/useKitTranslation';

/** What the connected stories' loaders hand to `render` and `play`. */
export interface StoryBackend {
  api: MemoryApi;
  session: SessionStore;
  /** Activation link parameters, when the story has an activation link. */
  search?: string;
}

/** A fresh in-memory backend (demo seed, tenant 'acme') and an empty in-memory session. */
export function memoryBackend(delay = 250): StoryBackend {
  return {
    api: createMemoryApi(undefined, { tenant: 'acme', delay }),
    session: createSessionStore(createMemoryStorage()),
  };
}

/** Registers a new account and returns the query of the activation link it was sent. */
export async function registeredWithLink(
  backend: StoryBackend,
  username: string,
  kind: AccountKind,
): Promise<string> {
  await backend.api.account.register({
    first_name: 'Nisha',
    last_name: 'Verma',
    phone: '9000000001',
    username,
    pw: DEMO_PASSWORD,
    cpw: DEMO_PASSWORD,
    created_at: new Date().toISOString(),
    kind,
  });
  const link = backend.api.memory.outbox().at(-1)?.link ?? '';
  return link.slice(link.indexOf('#'));
}

/**
 * Wraps a connected screen in its own provider over the memory backend, keeping the i18n
 * instance (and so the locale) the global decorator set up.
 */
export function MemoryBackend({
  backend,
  children,
}: {
  backend: StoryBackend;
  children: ReactNode;
}) {
  const { i18n } = useKitTranslation();
  return (
    <BackofficeProvider api={backend.api} session={backend.session} i18n={i18n} tenant="acme">
      {children}
    </BackofficeProvider>
  );
}
