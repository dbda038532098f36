-- Roles and ownership (docs/api-contract.md, "Who may call what"): a company has an owner, the
-- first company admin who activated; later admins join through an invitation of an admin.
-- Usernames compare in one normal form; tokens issued before a password change stop working.

ALTER TABLE accounts ADD COLUMN username_key text;
-- Names that already collide keep working, apart: the later one's key names its id.
UPDATE accounts a SET username_key = lower(normalize(a.username, NFKC)) || CASE
  WHEN EXISTS (
    SELECT 1 FROM accounts b
     WHERE b.company_id = a.company_id AND b.id < a.id
       AND lower(normalize(b.username, NFKC)) = lower(normalize(a.username, NFKC))
  ) THEN '#' || a.id ELSE '' END;
ALTER TABLE accounts ALTER COLUMN username_key SET NOT NULL;
CREATE UNIQUE INDEX accounts_username_key ON accounts (company_id, username_key);

-- Epoch milliseconds: account tokens issued before it are refused (a password change sets it).
ALTER TABLE accounts ADD COLUMN tokens_valid_after bigint NOT NULL DEFAULT 0;
-- The token that changed the password keeps working (its holder knows the new password).
ALTER TABLE accounts ADD COLUMN kept_token text;

ALTER TABLE companies ADD COLUMN owner_account_id integer REFERENCES accounts (id);
UPDATE companies c SET owner_account_id = (
  SELECT a.id FROM accounts a
   WHERE a.company_id = c.id AND a.kind = 'company' AND a.activated_at IS NOT NULL
   ORDER BY a.activated_at, a.id LIMIT 1
);

-- An admin's invitation to register another company admin: single use, expiring. Only a hash of
-- its secret is kept.
CREATE TABLE invitations (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  secret_hash text NOT NULL UNIQUE,
  email text NOT NULL,
  -- The inviting admin (null: a service token).
  invited_by integer REFERENCES accounts (id),
  expires_at bigint NOT NULL,
  used_by integer REFERENCES accounts (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invitations_company ON invitations (company_id);

-- A company admin who registered with an invitation; null for the owner and for sellers.
ALTER TABLE accounts ADD COLUMN invitation_id integer REFERENCES invitations (id);
