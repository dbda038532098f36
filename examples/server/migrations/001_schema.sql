-- The reference API's schema. Every tenant-owned row carries company_id, the tenant's company.

CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE countries (
  id text PRIMARY KEY,
  name text NOT NULL,
  shortname text
);

CREATE TABLE provinces (
  country_id text NOT NULL REFERENCES countries (id),
  shortname text NOT NULL,
  longname text NOT NULL,
  PRIMARY KEY (country_id, shortname)
);

-- One company per tenant (the first label of the host name).
CREATE TABLE companies (
  id serial PRIMARY KEY,
  tenant text NOT NULL UNIQUE,
  -- profile (step 1, read-only)
  business_type integer,
  business_vertical_name text,
  business_vertical_description text,
  business_name text,
  business_subdomain text,
  legal_name text,
  addressline1 text,
  addressline2 text,
  street_no text,
  street_name text,
  area_name text,
  region_name text,
  zip text,
  stateshort text,
  poc_first_name text,
  poc_last_name text,
  poc_title text,
  poc_gender integer,
  poc_dob text,
  poc_phone text,
  poc_email_id text,
  -- page 2
  logo_upload text,
  registration_number text,
  registration_date text,
  pan_number text,
  phone text,
  office_email text,
  accounts_email text,
  accounts_phone text,
  web_url text,
  insta text,
  linkedin text,
  password_renewal_days integer,
  enquiry_email text,
  monthly_purchase_minimum double precision,
  maximum_products integer,
  admin_title text,
  summary_image_url text,
  -- page 3 (billing)
  gstin_number text,
  billing_addressline1 text,
  billing_addressline2 text,
  billing_street_no text,
  billing_street_name text,
  billing_area text,
  billing_region text,
  billing_zip text,
  billing_stateshort text,
  billing_country text,
  billing_countryshort text,
  statelong text,
  -- pages 4 and 5
  about_us_text text,
  about_us_image_url text,
  terms_conditions text,
  -- progress flags
  signup_page2_over boolean NOT NULL DEFAULT false,
  signup_page3_over boolean NOT NULL DEFAULT false,
  signup_page4_over boolean NOT NULL DEFAULT false,
  signup_page5_over boolean NOT NULL DEFAULT false,
  signup_page6_over boolean NOT NULL DEFAULT false,
  signup_page8_over boolean NOT NULL DEFAULT false,
  signup_page9_over boolean NOT NULL DEFAULT false,
  signup_page10_over boolean NOT NULL DEFAULT false,
  signup_page11_over boolean NOT NULL DEFAULT false,
  signup_page12_over boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE accounts (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  kind text NOT NULL CHECK (kind IN ('company', 'seller')),
  username text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text,
  phone text,
  email_id text,
  client_created_at text,
  activated_at timestamptz,
  pw_changed boolean NOT NULL DEFAULT false,
  pw_changed_date text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, username)
);

-- Nonces of activation links already used: a link works once.
CREATE TABLE activation_uses (
  nonce text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id),
  used_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sellers (
  seller_id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  account_id integer UNIQUE REFERENCES accounts (id),
  seller_type integer,
  seller_business_type integer,
  seller_business_name text NOT NULL,
  seller_legal_name text,
  seller_registration_number text,
  seller_registration_date text,
  seller_pan_number text,
  seller_tan_number text,
  seller_gstin_number text,
  seller_comm_percentage double precision,
  seller_maximum_products integer,
  seller_phone text,
  seller_office_email text,
  seller_web_url text,
  seller_insta text,
  seller_linkedin text,
  seller_addressline1 text,
  seller_addressline2 text,
  seller_street_no text,
  seller_street_name text,
  seller_area_name text,
  seller_region_name text,
  seller_zip text,
  seller_stateshort text,
  seller_statelong text,
  seller_country text,
  seller_countryshort text,
  business_subdomain text,
  seller_admin_first_name text,
  seller_admin_last_name text,
  seller_admin_title text,
  seller_admin_gender integer,
  seller_admin_dob text,
  seller_admin_phone text,
  seller_admin_email text
);
CREATE INDEX sellers_business_name ON sellers (company_id, seller_business_name);

CREATE TABLE brands (
  brand_id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  brand_name text NOT NULL
);
CREATE INDEX brands_company ON brands (company_id);

CREATE TABLE level1_categories (
  level1_id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  level1_name text NOT NULL,
  description text NOT NULL,
  level1_order_id integer NOT NULL
);
CREATE INDEX level1_company ON level1_categories (company_id);

CREATE TABLE level2_categories (
  level2_id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  level1_id integer NOT NULL REFERENCES level1_categories (level1_id),
  level2_name text NOT NULL,
  level2_order_id integer NOT NULL
);
CREATE INDEX level2_company ON level2_categories (company_id);

CREATE TABLE level3_categories (
  level3_id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  level1_id integer NOT NULL REFERENCES level1_categories (level1_id),
  level2_id integer NOT NULL REFERENCES level2_categories (level2_id),
  level3_name text NOT NULL,
  level3_order_id integer NOT NULL
);
CREATE INDEX level3_company ON level3_categories (company_id);

CREATE TABLE banners (
  banner_id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  category1_id integer NOT NULL REFERENCES level1_categories (level1_id),
  category2_id integer REFERENCES level2_categories (level2_id),
  category3_id integer REFERENCES level3_categories (level3_id),
  order_id integer NOT NULL,
  banner_url text NOT NULL,
  banner_slogan text NOT NULL,
  banner_button_text text NOT NULL
);
CREATE INDEX banners_company ON banners (company_id);

CREATE TABLE collections (
  collection_id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  collection_name text NOT NULL,
  collection_enable_select boolean NOT NULL DEFAULT false,
  collection_enable_display boolean NOT NULL DEFAULT false
);
CREATE INDEX collections_company ON collections (company_id);

CREATE TABLE products (
  prod_id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  seller_id integer NOT NULL REFERENCES sellers (seller_id),
  prod_brand text NOT NULL,
  prod_name text NOT NULL,
  prod_colour text,
  prod_model text,
  prod_pack text,
  prod_description text,
  prod_specifications text,
  category1_id integer NOT NULL REFERENCES level1_categories (level1_id),
  category2_id integer REFERENCES level2_categories (level2_id),
  category3_id integer REFERENCES level3_categories (level3_id),
  prod_varient_enabled boolean NOT NULL DEFAULT false,
  prod_varient_header text,
  prod_varient_display_type integer,
  cgst double precision,
  sgst double precision,
  igst double precision,
  country_origin text,
  summary_image_url text
);
CREATE INDEX products_company ON products (company_id);
