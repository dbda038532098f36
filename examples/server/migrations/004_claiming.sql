-- Claiming a store (docs/api-contract.md, "Claiming a store"): while a store has no owner, the
-- server keeps a one-time setup code for it, prints it in its log at start, and registers a
-- company admin without an invitation only with that code (or with the owner e-mail set in the
-- store's configuration). Only such a claimant can become the owner at activation; the code is
-- gone once the store has its owner.
ALTER TABLE companies ADD COLUMN setup_code text;
ALTER TABLE accounts ADD COLUMN claims_store boolean NOT NULL DEFAULT false;
