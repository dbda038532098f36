import { describe, expect, it } from 'vitest';
import { createLevel3Schema } from '../../../src/validation';
import { errorsOf } from './helpers';

describe('level 3 category schema', () => {
  const schema = createLevel3Schema();

  it('requires both parents, name and order with the spec messages', async () => {
    expect(await errorsOf(schema, {})).toEqual({
      level1_id: ['Level1 Category is required'],
      level2_id: ['Level2 Category is required'],
      level3_name: ['Level3 Category is required'],
      level3_order_id: ['Level3 Category Order is required'],
    });
  });

  it('wants a numeric order', async () => {
    expect(
      await errorsOf(schema, {
        level1_id: 1,
        level2_id: 2,
        level3_name: 'Formal',
        level3_order_id: '1a',
      }),
    ).toEqual({ level3_order_id: ['Please enter a number'] });
  });

  it('accepts a filled form', async () => {
    expect(
      await errorsOf(schema, {
        level1_id: '1',
        level2_id: '2',
        level3_name: 'Formal',
        level3_order_id: 1,
      }),
    ).toEqual({});
  });
});
