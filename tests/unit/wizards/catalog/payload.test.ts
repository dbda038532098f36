import { describe, expect, it } from 'vitest';
import {
  bannerPayload,
  collectionPayload,
  level2Payload,
  level3Payload,
} from '../../../../src/wizards/catalog';

const level1 = [
  { level1_id: 1, level1_name: 'Cookware', description: '', level1_order_id: 1, company_po_id: 9 },
];
const level2 = [
  { level2_id: 2, level1_id: 1, level2_name: 'Pans', level2_order_id: 1, company_po_id: 9 },
];

describe('catalog payloads (docs/behaviour.md, "States and transitions" and "Calls")', () => {
  it('level 2 carries its level 1 name', () => {
    expect(
      level2Payload({ level1_id: 1, level2_name: 'Pans', level2_order_id: 3 }, level1),
    ).toEqual({ level1_id: 1, level2_name: 'Pans', level2_order_id: 3, level1_name: 'Cookware' });
  });

  it('an unknown parent leaves its name out (the server refuses the id)', () => {
    expect(
      level2Payload({ level1_id: 5, level2_name: 'X', level2_order_id: 1 }, level1).level1_name,
    ).toBeUndefined();
    expect(
      level2Payload({ level1_id: 1, level2_name: 'X', level2_order_id: 1 }, undefined).level1_name,
    ).toBeUndefined();
  });

  it('level 3 carries both parent names', () => {
    expect(
      level3Payload(
        { level1_id: 1, level2_id: 2, level3_name: 'Woks', level3_order_id: 4 },
        level1,
        level2,
      ),
    ).toEqual({
      level1_id: 1,
      level2_id: 2,
      level3_name: 'Woks',
      level3_order_id: 4,
      level1_name: 'Cookware',
      level2_name: 'Pans',
    });
  });

  it('a banner sends empty categories 2 and 3 as null', () => {
    const payload = bannerPayload({
      category1_id: 1,
      category2_id: null,
      category3_id: null,
      order_id: 1,
      banner_url: 'u',
      banner_slogan: 's',
      banner_button_text: 'b',
    });
    expect(payload.category2_id).toBeNull();
    expect(payload.category3_id).toBeNull();
  });

  it('a collection sends unset flags as false', () => {
    expect(
      collectionPayload({
        collection_name: 'A',
        collection_enable_select: undefined as unknown as boolean,
        collection_enable_display: true,
      }),
    ).toEqual({
      collection_name: 'A',
      collection_enable_select: false,
      collection_enable_display: true,
    });
  });
});
