import '@testing-library/jest-dom/vitest';
import { afterEach, describe, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { press, renderSeller, stepHeading, typeInto } from './support';

afterEach(() => cleanup());

// A `.cold` file (a page of its own, vitest.config.ts `browser-cold`): run after the other
// browser files in their shared page, the wizard stayed on step 1 with "Category 1 is required":
// typing "Cook" into the native select did not choose Cookware there (its type-ahead; why the
// shared page changes it is not known yet).
describe('the seller wizard, step 1 → 2, with the keyboard alone (Chromium)', () => {
  it('step 1 → 2 moves focus to the new step heading once it has loaded', async () => {
    await renderSeller(300);
    await typeInto(/^Product Name/, 'Steel Kettle');
    await typeInto(/^Category 1/, 'Cook');
    await typeInto(/^Brand/, 'A');
    await press('Next');
    // A slow server (300 ms a call): whether or not the wizard passes through its loading state
    // on the way, the new step's heading ends up with focus, never the page's body.
    await stepHeading('Product Varient and Tax Details');
  });
});
