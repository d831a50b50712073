CREATE TABLE "company_credentials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_on" date,
	"document_key" text,
	"document_type" text,
	"document_size" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"expiry_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_credentials_kind" CHECK ("company_credentials"."kind" IN ('cif', 'insurance', 'rea', 'association')),
	CONSTRAINT "company_credentials_status" CHECK ("company_credentials"."status" IN ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_credentials" ADD CONSTRAINT "company_credentials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_credentials" ADD CONSTRAINT "company_credentials_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_credentials_company_idx" ON "company_credentials" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_credentials_status_idx" ON "company_credentials" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "company_credentials_expiry_idx" ON "company_credentials" USING btree ("expires_on");--> statement-breakpoint
CREATE TRIGGER "company_credentials_feed_ins" AFTER INSERT ON "company_credentials" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "company_changes_by_company_id"();--> statement-breakpoint
CREATE TRIGGER "company_credentials_feed_upd" AFTER UPDATE ON "company_credentials" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "company_changes_by_company_id"();--> statement-breakpoint
CREATE TRIGGER "company_credentials_feed_del" AFTER DELETE ON "company_credentials" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "company_changes_by_company_id"();
