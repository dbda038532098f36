import { describe, expect, it } from 'vitest';
import { createBannerSchema } from '../../../src/validation';
import { renamedExe, webpFile } from '../api/upload/fixtures';
import { errorsOf } from './helpers';

describe('banner schema', () => {
  const schema = createBannerSchema();

  it('gives every required message of docs/behaviour.md, "Validation"', async () => {
    expect(
      await errorsOf(schema, {
        category1_id: '',
        order_id: '',
        banner_url: null,
        banner_slogan: '',
        banner_button_text: '',
      }),
    ).toEqual({
      category1_id: ['Category 1 is required'],
      order_id: ['Order Id is required'],
      banner_url: ['Banner Image is required'],
      banner_slogan: ['Banner Slogan is required'],
      banner_button_text: ['Banner Button Text is required'],
    });
  });

  it('accepts a banner with an image file, categories 2 and 3 empty (null)', async () => {
    const file = webpFile();
    const value = {
      category1_id: '3',
      category2_id: '',
      category3_id: '',
      order_id: '1',
      banner_url: file,
      banner_slogan: 'Monsoon sale',
      banner_button_text: 'Shop now',
    };
    expect(await errorsOf(schema, value)).toEqual({});
    expect(await schema.validate(value)).toEqual({
      ...value,
      category1_id: 3,
      category2_id: null,
      category3_id: null,
      order_id: 1,
    });
  });

  it('wants a numeric order id and a real image', async () => {
    expect(
      await errorsOf(schema, {
        category1_id: 3,
        order_id: 'top',
        banner_url: renamedExe(),
        banner_slogan: 'S',
        banner_button_text: 'B',
      }),
    ).toEqual({
      order_id: ['Please enter a number'],
      banner_url: ['Only allowed PNG or JPG or WEBP'],
    });
  });
});
