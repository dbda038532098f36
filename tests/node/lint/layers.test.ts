import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js (docs/architecture.md "Layers"), run through ESLint's API on
// a file that would sit at `filePath`: a deliberate bad import must fail `npm run lint`.
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = value;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('lint: layers', () => {
  it('refuses an upward import (api importing a component)', async () => {
    const messages = await restricted(
      'src/api/http/lintFixture.ts',
      "import { Button as value } from '../../components/Button';",
    );
    expect(messages).toEqual([
      expect.stringContaining('src/api may import only kernel, i18n, validation'),
    ]);
  });

  it('keeps the kernel framework-free: it imports nothing else of src', async () => {
    expect(
      await restricted(
        'src/kernel/lintFixture.ts',
        "import { validationStrings as value } from '../i18n/resources/fields';",
      ),
    ).toEqual([expect.stringContaining('src/kernel may import only nothing else of src')]);
    expect(
      await restricted(
        'src/kernel/types/lintFixture.ts',
        "import { ApiError as value } from '../../api/BackofficeApi';",
      ),
    ).toEqual([expect.stringContaining('src/kernel may import only nothing else of src')]);
    expect(
      await restricted(
        'src/kernel/types/lintFixture.ts',
        "import type { Id as value } from './common';",
      ),
    ).toEqual([]);
  });

  it('refuses a sideways import between screens (wizards importing account)', async () => {
    const messages = await restricted(
      'src/wizards/seller/lintFixture.ts',
      "import { SignInForm as value } from '../../account';",
    );
    expect(messages).toEqual([expect.stringContaining('src/wizards may import only components')]);
  });

  it('refuses another folder’s internal/, even in a layer below', async () => {
    // The path the wizards used for the form plumbing now in src/components/forms.
    expect(
      await restricted(
        'src/wizards/steps/internal/lintFixture.ts',
        "import { useEdits as value } from '../../../account/internal/useEdits';",
      ),
    ).toContainEqual(expect.stringContaining('internal/ is private to its folder'));
    expect(
      await restricted(
        'src/chrome/Header/lintFixture.ts',
        "import { Spinner as value } from '../../components/internal/Spinner';",
      ),
    ).toEqual([expect.stringContaining('internal/ is private to its folder')]);
  });

  it('refuses an import from outside src', async () => {
    const messages = await restricted(
      'src/theme/lintFixture.ts',
      "import { value } from '../../tests/unit/setup';",
    );
    expect(messages).toEqual([expect.stringContaining('src imports nothing outside src.')]);
  });

  it('lets a layer import downward and its own internal/', async () => {
    expect(
      await restricted(
        'src/chrome/Header/lintFixture.ts',
        [
          "import { Button } from '../../components/Button';",
          "import { useControllableState } from '../../components/common/useControllableState';",
          "import { chromeStrings } from '../internal/strings';",
          'const value = [Button, useControllableState, chromeStrings];',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('lets the reference API take only the kernel from src', async () => {
    const file = 'examples/server/routes/lintFixture.ts';
    expect(
      await restricted(file, "import { RANGES as value } from '../../../src/kernel/rules.ts';"),
    ).toEqual([]);
    // validation/product.ts is a yup schema module: the server would load yup through it.
    expect(
      await restricted(
        file,
        "import { createProductSchema as value } from '../../../src/validation/product.ts';",
      ),
    ).toEqual([expect.stringContaining('only the kernel')]);
    // The api's entity list is a barrel over the kernel's types: the server imports them there.
    expect(
      await restricted(file, "import type { Id as value } from '../../../src/api/types.ts';"),
    ).toEqual([expect.stringContaining('only the kernel')]);
    expect(
      await restricted(
        file,
        "import type { Id as value } from '../../../src/kernel/types/common.ts';",
      ),
    ).toEqual([]);
  });
});
