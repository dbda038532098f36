import { describe, expect, it } from 'vitest';
import { createAboutSchema } from '../../../src/validation';
import { jpegFile, renamedExe } from '../api/upload/fixtures';
import { errorsOf } from './helpers';

describe('about us schema', () => {
  const schema = createAboutSchema();

  it("says 'About us Text is required' for no text or an empty editor", async () => {
    for (const empty of [undefined, '', '<p></p>', '<p><br></p>', '<p>&nbsp;</p>\n<p> </p>']) {
      expect(await errorsOf(schema, { about_us_text: empty })).toEqual({
        about_us_text: ['About us Text is required'],
      });
    }
  });

  it('accepts text, with or without an image', async () => {
    expect(await errorsOf(schema, { about_us_text: '<p>We weave.</p>' })).toEqual({});
    expect(
      await errorsOf(schema, { about_us_text: '<p>We weave.</p>', about_us_image_url: jpegFile() }),
    ).toEqual({});
    expect(await errorsOf(schema, { about_us_text: 'Plain', about_us_image_url: '' })).toEqual({});
  });

  it('refuses a chosen image that is not PNG, JPEG or WEBP', async () => {
    expect(
      await errorsOf(schema, { about_us_text: 'x', about_us_image_url: renamedExe() }),
    ).toEqual({
      about_us_image_url: ['Only allowed PNG or JPG or WEBP'],
    });
  });
});
