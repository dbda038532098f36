import { describe, expect, it } from 'vitest';
import { createTermsSchema } from '../../../src/validation';
import { errorsOf } from './helpers';

describe('terms and conditions schema', () => {
  const schema = createTermsSchema();

  it("says 'Terms and Condition is required' for no text or an empty editor", async () => {
    for (const empty of [undefined, '', '   ', '<p><br/></p>']) {
      expect(await errorsOf(schema, { terms_conditions: empty })).toEqual({
        terms_conditions: ['Terms and Condition is required'],
      });
    }
  });

  it('accepts terms with text', async () => {
    expect(
      await errorsOf(schema, { terms_conditions: '<ol><li>Returns within 7 days</li></ol>' }),
    ).toEqual({});
  });
});
