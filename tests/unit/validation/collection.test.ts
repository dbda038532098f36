import { describe, expect, it } from 'vitest';
import { createCollectionSchema } from '../../../src/validation';
import { errorsOf } from './helpers';

describe('collection schema', () => {
  const schema = createCollectionSchema();

  it("says 'Collection Name is required'", async () => {
    expect(await errorsOf(schema, { collection_name: ' ' })).toEqual({
      collection_name: ['Collection Name is required'],
    });
  });

  it('sends empty flags as false and keeps set ones', async () => {
    expect(
      await schema.validate({
        collection_name: 'Festive',
        collection_enable_select: '',
        collection_enable_display: null,
      }),
    ).toEqual({
      collection_name: 'Festive',
      collection_enable_select: false,
      collection_enable_display: false,
    });
    expect(
      await schema.validate({
        collection_name: 'Festive',
        collection_enable_select: true,
        collection_enable_display: 'true',
      }),
    ).toMatchObject({ collection_enable_select: true, collection_enable_display: true });
  });
});
