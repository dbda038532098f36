-- The store's own seller record and each seller's own shop profile (docs/api-contract.md,
-- "Sellers"). The store's seller is what the company wizard's last step edits: created when the
-- store's owner activates, found through the store (never by a typed name). A seller's billing,
-- about-us and terms are its own, beside the store's (which only administrators change).

ALTER TABLE companies ADD COLUMN store_seller_id integer REFERENCES sellers (seller_id);

ALTER TABLE sellers ADD COLUMN gstin_number text;
ALTER TABLE sellers ADD COLUMN billing_addressline1 text;
ALTER TABLE sellers ADD COLUMN billing_addressline2 text;
ALTER TABLE sellers ADD COLUMN billing_street_no text;
ALTER TABLE sellers ADD COLUMN billing_street_name text;
ALTER TABLE sellers ADD COLUMN billing_area text;
ALTER TABLE sellers ADD COLUMN billing_region text;
ALTER TABLE sellers ADD COLUMN billing_zip text;
ALTER TABLE sellers ADD COLUMN billing_stateshort text;
ALTER TABLE sellers ADD COLUMN billing_country text;
ALTER TABLE sellers ADD COLUMN billing_countryshort text;
ALTER TABLE sellers ADD COLUMN statelong text;
ALTER TABLE sellers ADD COLUMN about_us_text text;
ALTER TABLE sellers ADD COLUMN about_us_image_url text;
ALTER TABLE sellers ADD COLUMN terms_conditions text;
-- Set by the seller details form (both wizards' last step): the step is done.
ALTER TABLE sellers ADD COLUMN details_saved boolean NOT NULL DEFAULT false;
UPDATE sellers SET details_saved = true WHERE seller_pan_number IS NOT NULL;

-- Banners and collections a seller adds belong to its own shop; null: the storefront's.
ALTER TABLE banners ADD COLUMN seller_id integer REFERENCES sellers (seller_id);
ALTER TABLE collections ADD COLUMN seller_id integer REFERENCES sellers (seller_id);
-- Categories and brands are the store's shared lists; the seller who added one is kept.
ALTER TABLE brands ADD COLUMN added_by_seller integer REFERENCES sellers (seller_id);
ALTER TABLE level1_categories ADD COLUMN added_by_seller integer REFERENCES sellers (seller_id);
ALTER TABLE level2_categories ADD COLUMN added_by_seller integer REFERENCES sellers (seller_id);
ALTER TABLE level3_categories ADD COLUMN added_by_seller integer REFERENCES sellers (seller_id);
