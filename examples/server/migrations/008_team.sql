-- The store's team (docs/api-contract.md, "Claiming a store"): the owner withdraws a pending
-- invitation (epoch milliseconds; null while it stands). An invitation whose admin was removed
-- is withdrawn too, so its link cannot register anyone again.
ALTER TABLE invitations ADD COLUMN revoked_at bigint;
