import type { AccountKind } from '../../api/types';
import type { MemorySeed } from './state';

/** The password of every demo account (memory api only; public on purpose). */
export const DEMO_PASSWORD = 'Demo@1234';

/** The demo seed's accounts, for stories and tests that sign in. */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  tenant: string;
  username: string;
  kind: AccountKind;
  pw_changed: boolean;
}> = [
  { tenant: 'acme', username: 'admin@acme.example.com', kind: 'company', pw_changed: false },
  { tenant: 'acme', username: 'seller@acme.example.com', kind: 'seller', pw_changed: true },
  { tenant: 'globex', username: 'admin@globex.example.com', kind: 'company', pw_changed: true },
];

/**
 * Two demo companies: `acme` (home and kitchen, Mumbai) with a small catalog and a seller, and
 * `globex` (industrial supplies, Bengaluru). A fresh copy on every call.
 */
export function demoSeed(): MemorySeed {
  return {
    tenants: {
      acme: {
        company: {
          id: 1,
          business_type: 1,
          business_vertical_name: 'Home & Kitchen',
          business_vertical_description: 'Cookware, small appliances and home essentials',
          business_name: 'Acme Home Stores',
          business_subdomain: 'acme',
          legal_name: 'Acme Home Stores Private Limited',
          addressline1: '12, Udyog Bhavan',
          addressline2: 'Andheri East',
          street_no: '12',
          street_name: 'MIDC Central Road',
          area_name: 'Andheri',
          region_name: 'Mumbai',
          zip: '400093',
          stateshort: 'MH',
          point_of_contact: {
            first_name: 'Priya',
            last_name: 'Nair',
            title: 'Director',
            gender: 2,
            dob: '1985-07-19',
            phone: '9820012345',
            email_id: 'priya.nair@acme.example.com',
          },
        },
        accounts: [
          {
            user_id: 101,
            username: 'admin@acme.example.com',
            password: DEMO_PASSWORD,
            kind: 'company',
            first_name: 'Priya',
            last_name: 'Nair',
            phone: '9820012345',
          },
          {
            user_id: 102,
            username: 'seller@acme.example.com',
            password: DEMO_PASSWORD,
            kind: 'seller',
            first_name: 'Ravi',
            last_name: 'Kumar',
            phone: '9123456781',
            pw_changed: true,
            seller_id: 201,
          },
        ],
        sellers: [
          {
            seller_id: 201,
            company_id: 1,
            seller_business_name: 'Kumar Kitchenware',
            seller_legal_name: 'Kumar Kitchenware LLP',
            seller_type: 2,
            seller_business_type: 2,
            seller_phone: '9123456780',
            seller_office_email: 'sales@kumar-kitchenware.example.com',
            seller_stateshort: 'KA',
            seller_statelong: 'Karnataka',
            seller_country: 'India',
            seller_countryshort: 'IND',
            seller_zip: '560034',
            seller_admin_first_name: 'Ravi',
            seller_admin_last_name: 'Kumar',
            seller_admin_email: 'ravi@kumar-kitchenware.example.com',
            business_subdomain: 'acme',
          },
        ],
        brands: [
          { brand_id: 331, brand_name: 'Acme Basics', company_po_id: 1 },
          { brand_id: 332, brand_name: 'Acme Pro', company_po_id: 1 },
        ],
        level1: [
          {
            level1_id: 301,
            level1_name: 'Cookware',
            description: 'Pots, pans and pressure cookers',
            level1_order_id: 1,
            company_po_id: 1,
          },
          {
            level1_id: 302,
            level1_name: 'Appliances',
            description: 'Mixers, kettles and toasters',
            level1_order_id: 2,
            company_po_id: 1,
          },
        ],
        level2: [
          {
            level2_id: 311,
            level1_id: 301,
            level1_name: 'Cookware',
            level2_name: 'Pressure Cookers',
            level2_order_id: 1,
            company_po_id: 1,
          },
          {
            level2_id: 312,
            level1_id: 302,
            level1_name: 'Appliances',
            level2_name: 'Mixer Grinders',
            level2_order_id: 1,
            company_po_id: 1,
          },
        ],
        level3: [
          {
            level3_id: 321,
            level2_id: 311,
            level1_id: 301,
            level1_name: 'Cookware',
            level2_name: 'Pressure Cookers',
            level3_name: 'Stovetop',
            level3_order_id: 1,
            company_po_id: 1,
          },
        ],
        banners: [
          {
            banner_id: 341,
            category1_id: 301,
            category2_id: null,
            category3_id: null,
            order_id: 1,
            banner_url: '1/banner-cookware.webp',
            banner_slogan: 'Cook more, spend less',
            banner_button_text: 'Shop cookware',
            company_po_id: 1,
          },
        ],
        collections: [
          {
            collection_id: 351,
            collection_name: 'Festive Picks',
            collection_enable_select: true,
            collection_enable_display: true,
            company_po_id: 1,
          },
        ],
      },
      globex: {
        company: {
          id: 2,
          business_type: 1,
          business_vertical_name: 'Industrial Supplies',
          business_vertical_description: 'Tools, safety gear and workshop equipment',
          business_name: 'Globex Industrial',
          business_subdomain: 'globex',
          legal_name: 'Globex Industrial Supplies LLP',
          addressline1: 'Plot 7, II Phase',
          addressline2: 'Peenya Industrial Area',
          street_no: '7',
          street_name: '4th Cross Road',
          area_name: 'Peenya',
          region_name: 'Bengaluru',
          zip: '560058',
          stateshort: 'KA',
          point_of_contact: {
            first_name: 'Arjun',
            last_name: 'Mehta',
            title: 'Operations Head',
            gender: 1,
            dob: '1979-11-02',
            phone: '9845067890',
            email_id: 'arjun.mehta@globex.example.com',
          },
        },
        accounts: [
          {
            user_id: 111,
            username: 'admin@globex.example.com',
            password: DEMO_PASSWORD,
            kind: 'company',
            first_name: 'Arjun',
            last_name: 'Mehta',
            phone: '9845067890',
            pw_changed: true,
          },
        ],
        brands: [{ brand_id: 431, brand_name: 'Globex Tools', company_po_id: 2 }],
        level1: [
          {
            level1_id: 401,
            level1_name: 'Safety Gear',
            description: 'Helmets, gloves and harnesses',
            level1_order_id: 1,
            company_po_id: 2,
          },
        ],
      },
    },
  };
}
