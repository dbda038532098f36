-- Issue 45 (docs/api-contract.md, "Limits", "Sessions", "Claiming a store" and "The store's team").

-- Every attempt limit, lockout and mail window, where every server sharing the database counts
-- (lib/limits.ts). Epoch milliseconds on the servers' clock; a row is deleted an hour after its
-- window or lock ended (`expires_at`). No write notice: a counter is no read a server keeps.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_start bigint NOT NULL,
  locked_until bigint NOT NULL DEFAULT 0,
  -- Locks in a row: the next one lasts window × 2^locks (at most an hour).
  locks integer NOT NULL DEFAULT 0,
  expires_at bigint NOT NULL
);
CREATE INDEX rate_limits_expires ON rate_limits (expires_at);

-- Tokens signed out before they expired (`jti`), kept until they would have expired.
CREATE TABLE revoked_tokens (
  jti text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at bigint NOT NULL
);
CREATE INDEX revoked_tokens_account ON revoked_tokens (account_id, expires_at);
CREATE TRIGGER sfo_notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON revoked_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION sfo_notify_write();

-- The setup code is kept as a hash (scrypt) only; the clear one of an older server is hashed and
-- cleared at start. The registration that used it binds it until it activates or expires.
ALTER TABLE companies ADD COLUMN setup_code_hash text;
ALTER TABLE companies ADD COLUMN setup_code_claimant integer REFERENCES accounts (id)
  ON DELETE SET NULL;

-- A transfer of ownership: the previous owner cannot be removed by the new one for 24 hours.
ALTER TABLE companies ADD COLUMN previous_owner_id integer REFERENCES accounts (id)
  ON DELETE SET NULL;
ALTER TABLE companies ADD COLUMN owner_since bigint;

-- Two names are one account when they fold alike (NFKC, case): unique. The confusable skeleton
-- (username_key) refuses lookalikes at registration, except the address an invitation was sent
-- to, which its holder may register whatever lookalike came first. Filled at start
-- (lib/usernames.ts); the skeleton keys stand in until then, and are unique already.
ALTER TABLE accounts ADD COLUMN folded_key text;
UPDATE accounts SET folded_key = username_key;
ALTER TABLE accounts ALTER COLUMN folded_key SET NOT NULL;
CREATE UNIQUE INDEX accounts_folded_key ON accounts (company_id, folded_key);
DROP INDEX accounts_username_key;
CREATE INDEX accounts_username_key ON accounts (company_id, username_key);
