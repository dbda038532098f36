import { describe, expect, it } from 'vitest';
import { createProductSchema } from '../../../src/validation';
import { errorsOf } from './helpers';

describe('product schema (seller step 1)', () => {
  const schema = createProductSchema();

  it('requires name, category 1 and brand with the spec messages', async () => {
    expect(await errorsOf(schema, { prod_name: '', category1_id: '', prod_brand: '' })).toEqual({
      prod_name: ['Product Name is required'],
      category1_id: ['Category 1 is required'],
      prod_brand: ['Brand Name is required'],
    });
  });

  it('accepts the basics with select values as strings, sending empty categories as null', async () => {
    const value = {
      prod_name: 'Kurta',
      category1_id: '4',
      category2_id: '',
      category3_id: '',
      prod_brand: 'Fabindia',
      prod_model: '',
      prod_description: '<p>Cotton</p>',
    };
    expect(await errorsOf(schema, value)).toEqual({});
    expect(await schema.validate(value)).toMatchObject({
      category1_id: 4,
      category2_id: null,
      category3_id: null,
    });
  });

  it('keeps chosen optional categories as numbers', async () => {
    const valid = await schema.validate({
      prod_name: 'Kurta',
      category1_id: 4,
      category2_id: '7',
      category3_id: 9,
      prod_brand: 'B',
    });
    expect(valid).toMatchObject({ category2_id: 7, category3_id: 9 });
  });
});
