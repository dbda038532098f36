-- Every write is announced on the `sfo_writes` channel, its payload the table's name: once per
-- statement, delivered at commit (nothing for a rolled-back one). Each server sharing this database
-- listens and drops what it keeps of lists and token checks (lib/readCache.ts), so a write made
-- through another server, or by hand in psql, is seen at once. A table added by a later migration
-- gets the same trigger there; tests/server/readCache.test.ts fails while one lacks it.
CREATE OR REPLACE FUNCTION sfo_notify_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sfo_writes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

DO $$
DECLARE
  name text;
BEGIN
  FOR name IN
    SELECT tablename FROM pg_tables
     WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'
  LOOP
    EXECUTE format(
      'CREATE TRIGGER sfo_notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION sfo_notify_write()',
      name
    );
  END LOOP;
END
$$;
