import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { startServer } from './referenceServer';

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number;
    /** The shared server's setup codes, by tenant (as it printed them). */
    e2eSetupCodes: Record<string, string>;
  }
}

/** Builds the example as `npm start` does and serves it with the reference API on a free port. */
export default async function setup(project: TestProject) {
  const root = process.cwd();
  // Vitest runs with NODE_ENV=test, which Vite would bake in (React's development build, half as
  // heavy again): build what `npm start` serves, the production bundle.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(root, 'examples/app/vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
    });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  const server = await startServer();
  project.provide('e2ePort', server.port);
  project.provide('e2eSetupCodes', server.setupCodes);
  return async () => {
    await server.stop();
    server.remove();
  };
}
