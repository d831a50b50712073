CREATE TABLE "company_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_changes_changed_idx" ON "company_changes" USING btree ("changed_at");--> statement-breakpoint
-- Every write that changes what a listing or a detail shows adds the company to the feed, in
-- the same transaction: the company row, its links, its portfolio. One INSERT per statement.
CREATE FUNCTION "company_changes_by_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_changes (company_id) SELECT DISTINCT id FROM changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "company_changes_by_company_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_changes (company_id) SELECT DISTINCT company_id FROM changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT * FROM (VALUES
    ('companies', 'company_changes_by_id'),
    ('company_activities', 'company_changes_by_company_id'),
    ('company_zones', 'company_changes_by_company_id'),
    ('company_buildings', 'company_changes_by_company_id'),
    ('company_constructions', 'company_changes_by_company_id'),
    ('projects', 'company_changes_by_company_id')
  ) AS v(tbl, fn) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION %I()', r.tbl || '_feed_ins', r.tbl, r.fn);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION %I()', r.tbl || '_feed_upd', r.tbl, r.fn);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION %I()', r.tbl || '_feed_del', r.tbl, r.fn);
  END LOOP;
END $$;
