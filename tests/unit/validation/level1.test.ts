import { describe, expect, it } from 'vitest';
import { createLevel1Schema } from '../../../src/validation';
import { errorsOf } from './helpers';

describe('level 1 category schema', () => {
  const schema = createLevel1Schema();

  it('requires name, description and order id with the spec messages', async () => {
    expect(
      await errorsOf(schema, { level1_name: '', description: '', level1_order_id: '' }),
    ).toEqual({
      level1_name: ['Category is required'],
      description: ['Description is required'],
      level1_order_id: ['Order Id is required'],
    });
  });

  it('wants a numeric order id', async () => {
    expect(
      await errorsOf(schema, {
        level1_name: 'Men',
        description: 'Menswear',
        level1_order_id: 'first',
      }),
    ).toEqual({ level1_order_id: ['Please enter a number'] });
  });

  it('accepts a filled form, casting the order id to a number', async () => {
    const value = { level1_name: 'Men', description: 'Menswear', level1_order_id: '2' };
    expect(await errorsOf(schema, value)).toEqual({});
    expect(await schema.validate(value)).toEqual({ ...value, level1_order_id: 2 });
  });
});
