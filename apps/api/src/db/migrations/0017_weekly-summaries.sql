CREATE TABLE "company_weekly_summaries" (
	"company_id" uuid NOT NULL,
	"week" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_weekly_summaries_company_id_week_pk" PRIMARY KEY("company_id","week")
);
--> statement-breakpoint
ALTER TABLE "company_weekly_summaries" ADD CONSTRAINT "company_weekly_summaries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_requests_pending_idx" ON "quote_requests" USING btree ("created_at") WHERE "quote_requests"."confirmed_at" IS NULL;