import { describe, expect, it } from 'vitest';
import { createBillingSchema } from '../../../src/validation';
import { errorsOf } from './helpers';

describe('billing schema', () => {
  const schema = createBillingSchema();

  it('requires area, zip and province with the spec messages (Province by decision)', async () => {
    expect(await errorsOf(schema, { billing_name: 'Acme Pvt Ltd' })).toEqual({
      billing_area: ['Area is Required'],
      billing_zip: ['Zip is Required'],
      billing_stateshort: ['Province is required'],
    });
  });

  it('accepts a billing address with only the required parts', async () => {
    expect(
      await errorsOf(schema, {
        billing_area: 'Andheri',
        billing_zip: '400053',
        billing_stateshort: 'MH',
        gstin_number: '',
        billing_addressline2: null,
      }),
    ).toEqual({});
  });
});
