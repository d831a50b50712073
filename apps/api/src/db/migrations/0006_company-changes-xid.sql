-- The change feed's guarantee (modules/search/feed.ts): each change records the transaction
-- that made it, so a reader can tell "committed after my last read" from "rolled back", and
-- never skips a change whose transaction was still open (issue 17).
ALTER TABLE "company_changes" ADD COLUMN "xid" xid8 DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "company_changes_xid_idx" ON "company_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "company_changes_company_idx" ON "company_changes" USING btree ("company_id");--> statement-breakpoint
-- Pruning removes changes of transactions finished before `xid` (one row): a reader whose
-- last snapshot is older than that may have missed some, and reloads.
CREATE TABLE "company_changes_pruned" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"xid" xid8 DEFAULT '0' NOT NULL,
	CONSTRAINT "company_changes_pruned_one" CHECK ("company_changes_pruned"."id" = 1)
);--> statement-breakpoint
INSERT INTO "company_changes_pruned" DEFAULT VALUES;
