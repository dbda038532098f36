import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  BannerInput,
  BrandInput,
  CollectionInput,
  CompanyPage2,
  CompanyPage3,
  CompanyPage4,
  CompanyPage5,
  Level1Input,
  Level2Input,
  Level3Input,
  ProductBasics,
  ProductCreateInput,
  ProductVariantsInput,
  SellerForm,
  SellerUpdateInput,
} from '../../../src/api/types';
import { validationEn } from '../../../src/kernel/messages';
import { TEXT_LIMITS } from '../../../src/kernel/rules';
import type {
  BANNER,
  BRAND,
  COLLECTION,
  LEVEL1,
  LEVEL2,
  LEVEL3,
} from '../../../src/kernel/fields/catalog';
import { CATALOG_BODIES } from '../../../src/kernel/fields/catalog';
import {
  COMPANY_PAGE2,
  COMPANY_PAGE3,
  COMPANY_PAGE4,
  COMPANY_PAGE5,
} from '../../../src/kernel/fields/company';
import type { FieldDef, FormOf, WireOf } from '../../../src/kernel/fields/define';
import type { PRODUCT_BASICS } from '../../../src/kernel/fields/product';
import { PRODUCT_CREATE, PRODUCT_LOGO, PRODUCT_VARIANTS } from '../../../src/kernel/fields/product';
import type { SELLER_FORM } from '../../../src/kernel/fields/seller';
import { SELLER_UPDATE } from '../../../src/kernel/fields/seller';

/*
 * The wire types a consumer reads (src/kernel/types) are written out for them; each is the type
 * its field definitions give (src/kernel/fields), field by field. `npm run typecheck` runs these
 * checks (tsc over tests/): a field added to one side only fails to compile.
 */

describe('field definitions', () => {
  it('give the wire types, field by field', () => {
    expectTypeOf<CompanyPage2>().toEqualTypeOf<WireOf<typeof COMPANY_PAGE2>>();
    expectTypeOf<Omit<CompanyPage3, 'billing_name'>>().toEqualTypeOf<
      WireOf<typeof COMPANY_PAGE3>
    >();
    expectTypeOf<CompanyPage4>().toEqualTypeOf<WireOf<typeof COMPANY_PAGE4>>();
    expectTypeOf<CompanyPage5>().toEqualTypeOf<WireOf<typeof COMPANY_PAGE5>>();
    expectTypeOf<SellerForm>().toEqualTypeOf<WireOf<typeof SELLER_FORM>>();
    expectTypeOf<SellerUpdateInput>().toEqualTypeOf<WireOf<typeof SELLER_UPDATE>>();
    expectTypeOf<ProductBasics>().toEqualTypeOf<WireOf<typeof PRODUCT_BASICS>>();
    expectTypeOf<ProductCreateInput>().toEqualTypeOf<WireOf<typeof PRODUCT_CREATE>>();
    expectTypeOf<ProductVariantsInput>().toEqualTypeOf<WireOf<typeof PRODUCT_VARIANTS>>();
    expectTypeOf<BrandInput>().toEqualTypeOf<FormOf<typeof BRAND>>();
    expectTypeOf<Level1Input>().toEqualTypeOf<FormOf<typeof LEVEL1>>();
    expectTypeOf<Level2Input>().toEqualTypeOf<FormOf<typeof LEVEL2>>();
    expectTypeOf<Level3Input>().toEqualTypeOf<FormOf<typeof LEVEL3>>();
    expectTypeOf<BannerInput>().toEqualTypeOf<FormOf<typeof BANNER>>();
    expectTypeOf<CollectionInput>().toEqualTypeOf<FormOf<typeof COLLECTION>>();
  });

  const resources: Record<string, Record<string, FieldDef>> = {
    COMPANY_PAGE2,
    COMPANY_PAGE3,
    COMPANY_PAGE4,
    COMPANY_PAGE5,
    SELLER_UPDATE,
    PRODUCT_CREATE,
    PRODUCT_VARIANTS,
    PRODUCT_LOGO,
    ...CATALOG_BODIES,
  };
  const entries = Object.entries(resources).flatMap(([resource, defs]) =>
    Object.entries(defs).map(([field, def]) => [`${resource}.${field}`, def] as const),
  );

  it('give every form field a limit with an "at most N characters" message', () => {
    const missing = entries.filter(
      ([, def]) =>
        'max' in def && def.form !== false && !(TEXT_LIMITS as readonly number[]).includes(def.max),
    );
    expect(missing).toEqual([]);
  });

  it('name only messages that exist', () => {
    const paths = entries.flatMap(([field, def]) =>
      Object.values(def)
        .flatMap((value: unknown) =>
          typeof value === 'object' && value !== null && 'message' in value
            ? [(value as { message: string }).message]
            : [value],
        )
        .filter((value): value is string => typeof value === 'string' && value.includes('.'))
        .map((path) => [field, path] as const),
    );
    const unknown = paths.filter(([, path]) => {
      let node: unknown = validationEn;
      for (const part of path.split('.')) node = (node as Record<string, unknown>)?.[part];
      return typeof node !== 'string';
    });
    expect(paths.length).toBeGreaterThan(40);
    expect(unknown).toEqual([]);
  });
});
