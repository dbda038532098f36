-- Idempotent seed, applied at every start: the default country with all its states and union
-- territories (ISO 3166-2:IN codes as shortname), and the two demo tenants' company profiles.

INSERT INTO countries (id, name, shortname) VALUES ('IND', 'India', 'IN')
ON CONFLICT (id) DO NOTHING;

INSERT INTO provinces (country_id, shortname, longname) VALUES
  ('IND', 'AP', 'Andhra Pradesh'),
  ('IND', 'AR', 'Arunachal Pradesh'),
  ('IND', 'AS', 'Assam'),
  ('IND', 'BR', 'Bihar'),
  ('IND', 'CG', 'Chhattisgarh'),
  ('IND', 'GA', 'Goa'),
  ('IND', 'GJ', 'Gujarat'),
  ('IND', 'HR', 'Haryana'),
  ('IND', 'HP', 'Himachal Pradesh'),
  ('IND', 'JH', 'Jharkhand'),
  ('IND', 'KA', 'Karnataka'),
  ('IND', 'KL', 'Kerala'),
  ('IND', 'MP', 'Madhya Pradesh'),
  ('IND', 'MH', 'Maharashtra'),
  ('IND', 'MN', 'Manipur'),
  ('IND', 'ML', 'Meghalaya'),
  ('IND', 'MZ', 'Mizoram'),
  ('IND', 'NL', 'Nagaland'),
  ('IND', 'OD', 'Odisha'),
  ('IND', 'PB', 'Punjab'),
  ('IND', 'RJ', 'Rajasthan'),
  ('IND', 'SK', 'Sikkim'),
  ('IND', 'TN', 'Tamil Nadu'),
  ('IND', 'TS', 'Telangana'),
  ('IND', 'TR', 'Tripura'),
  ('IND', 'UP', 'Uttar Pradesh'),
  ('IND', 'UK', 'Uttarakhand'),
  ('IND', 'WB', 'West Bengal'),
  ('IND', 'AN', 'Andaman and Nicobar Islands'),
  ('IND', 'CH', 'Chandigarh'),
  ('IND', 'DH', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('IND', 'DL', 'Delhi'),
  ('IND', 'JK', 'Jammu and Kashmir'),
  ('IND', 'LA', 'Ladakh'),
  ('IND', 'LD', 'Lakshadweep'),
  ('IND', 'PY', 'Puducherry')
ON CONFLICT (country_id, shortname) DO NOTHING;

INSERT INTO companies (
  tenant, business_type, business_vertical_name, business_vertical_description, business_name,
  business_subdomain, legal_name, addressline1, addressline2, street_no, street_name, area_name,
  region_name, zip, stateshort, poc_first_name, poc_last_name, poc_title, poc_gender, poc_dob,
  poc_phone, poc_email_id
) VALUES
  (
    'acme', 1, 'Home and Kitchen',
    'Cookware, storage and small appliances sold through independent sellers.',
    'Acme Home Store', 'acme', 'Acme Retail Private Limited',
    'Unit 402, Prestige Tech Park', 'Outer Ring Road', '14', 'Marathahalli Main Road',
    'Kadubeesanahalli', 'Bengaluru Urban', '560103', 'KA',
    'Priya', 'Sharma', 'Director', 2, '1986-04-12', '9845012345', 'priya.sharma@acme.test'
  ),
  (
    'globex', 0, 'Consumer Electronics',
    'Phones, audio and accessories from a single proprietor and partner sellers.',
    'Globex Electronics', 'globex', 'Rahul Verma (Globex Electronics)',
    'Shop 12, Lamington Chambers', 'Near Grant Road Station', '211', 'Lamington Road',
    'Girgaon', 'Mumbai City', '400004', 'MH',
    'Rahul', 'Verma', 'Proprietor', 1, '1979-11-03', '9820098765', 'rahul.verma@globex.test'
  )
ON CONFLICT (tenant) DO NOTHING;
