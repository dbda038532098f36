-- Unactivated registrations expire (docs/api-contract.md, "Mail"): when each was made, on the
-- server's clock (epoch milliseconds). Rows from before have none and never expire.
ALTER TABLE accounts ADD COLUMN registered_at bigint;
