import { describe, expect, it } from 'vitest';
import { createLevel2Schema } from '../../../src/validation';
import { errorsOf } from './helpers';

describe('level 2 category schema', () => {
  const schema = createLevel2Schema();

  it('requires level 1, name and order id with the spec messages', async () => {
    expect(await errorsOf(schema, { level1_id: '', level2_name: '', level2_order_id: '' })).toEqual(
      {
        level1_id: ['Level1 Category is required'],
        level2_name: ['Level2 Category is required'],
        level2_order_id: ['Order ID is required'],
      },
    );
  });

  it('wants a numeric order id', async () => {
    expect(
      await errorsOf(schema, { level1_id: 1, level2_name: 'Shirts', level2_order_id: 'x' }),
    ).toEqual({
      level2_order_id: ['Please enter a number'],
    });
  });

  it('accepts a filled form', async () => {
    expect(
      await schema.validate({ level1_id: '1', level2_name: 'Shirts', level2_order_id: '3' }),
    ).toEqual({
      level1_id: 1,
      level2_name: 'Shirts',
      level2_order_id: 3,
    });
  });
});
