-- Nonces of presigned upload URLs already used: a URL stores one file, once (docs/api-contract.md,
-- "Uploads (presigned)"). Each is kept until its URL expires (epoch milliseconds), then swept.
CREATE TABLE upload_uses (
  nonce text PRIMARY KEY,
  expires_at bigint NOT NULL
);
