import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { cleanPage } from '../fixtures/cleanPage';

afterEach(() => cleanup());

// The `browser` project runs every file in one page (vitest.config.ts, `isolate: false`), and this
// file runs before each test file: each file starts from a clean page, whatever the last one left
// (a wizard's draft in sessionStorage was restored into the next file's form). Files that change
// the viewport set it back themselves (`afterAll`).
cleanPage();
