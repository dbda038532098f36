import { describe, expect, it } from 'vitest';
import { MAX_LENGTH } from '../../../src/kernel/formLimits';
import { ACCOUNT_MAX_LENGTH, TEXT_LIMITS } from '../../../src/kernel/rules';

describe('text limits', () => {
  it('lists every distinct limit of the table once, ascending', () => {
    const distinct = [...new Set(Object.values(MAX_LENGTH))].sort((a, b) => a - b);
    expect([...TEXT_LIMITS]).toEqual(distinct);
  });

  it("holds the account screens' limits in the one table, unchanged", () => {
    for (const [field, max] of Object.entries(ACCOUNT_MAX_LENGTH)) {
      expect(MAX_LENGTH).toHaveProperty(field, max);
    }
    expect(MAX_LENGTH).toMatchObject({ username: 100, password: 200, phone: 20 });
    expect(Object.keys(MAX_LENGTH)).toHaveLength(70);
  });
});
