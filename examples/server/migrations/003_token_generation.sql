-- Token revocation by generation, not by time: a password change moves the account to the next
-- generation, and only tokens of the current one (and the token that made the change) work. A
-- clock cannot order a sign-in and a change made in the same millisecond.
ALTER TABLE accounts ADD COLUMN token_generation integer NOT NULL DEFAULT 0;
ALTER TABLE accounts DROP COLUMN tokens_valid_after;
