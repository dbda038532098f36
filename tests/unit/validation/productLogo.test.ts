import { describe, expect, it } from 'vitest';
import { createProductLogoSchema } from '../../../src/validation';
import { PNG_BYTES, pngFile, renamedExe } from '../api/upload/fixtures';
import { errorsOf } from './helpers';

describe('product logo schema (seller step 3)', () => {
  const schema = createProductLogoSchema();

  it("says 'Please Upload Logo' when no image is chosen or on record", async () => {
    for (const empty of [undefined, null, '', '  ']) {
      expect(await errorsOf(schema, { summary_image_url: empty })).toEqual({
        summary_image_url: ['Please Upload Logo'],
      });
    }
  });

  it('accepts a chosen PNG or the URL already on record', async () => {
    expect(await errorsOf(schema, { summary_image_url: pngFile() })).toEqual({});
    expect(
      await errorsOf(schema, { summary_image_url: 'https://cdn.test/3/products/1/logo.png' }),
    ).toEqual({});
  });

  it('refuses a file that is not really an image', async () => {
    expect(await errorsOf(schema, { summary_image_url: renamedExe() })).toEqual({
      summary_image_url: ['Only allowed PNG or JPG or WEBP'],
    });
    const declaredGif = new File([PNG_BYTES], 'x.gif', { type: 'image/gif' });
    expect(await errorsOf(schema, { summary_image_url: declaredGif })).toEqual({
      summary_image_url: ['Only allowed PNG or JPG or WEBP'],
    });
    expect(await errorsOf(schema, { summary_image_url: 42 })).toEqual({
      summary_image_url: ['Only allowed PNG or JPG or WEBP'],
    });
  });
});
