import { beforeAll } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { Level1Table } from '../../../../src/wizards/catalog';
import { renderWithKit } from '../../render';

/**
 * The catalog tables load the table library lazily, and the first table a test file renders pays
 * once for that import and for the library's first render (its styles, the table strings): in
 * jsdom on a busy 2-core machine, 3 to 5 s, more than a query's timeout. Done here, before the
 * tests, so each test's timeouts bound only what it checks. Allows for a busy machine too.
 */
export function warmCatalogTables(): void {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 4000 });
    await import('../../../../src/components/DataTable');
    const { unmount } = renderWithKit(
      <Level1Table
        rows={[
          {
            level1_id: 1,
            level1_name: 'Warm-up',
            description: '',
            level1_order_id: 1,
            company_po_id: 1,
          },
        ]}
      />,
    );
    await screen.findByRole('cell', { name: 'Warm-up' }, { timeout: 30_000 });
    unmount();
  }, 60_000);
}
