CREATE TABLE "company_mail_prefs" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"new_contact" boolean DEFAULT true NOT NULL,
	"new_request" boolean DEFAULT true NOT NULL,
	"new_message" boolean DEFAULT true NOT NULL,
	"weekly_summary" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"via" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_messages_author" CHECK ("quote_messages"."author" IN ('company', 'client'))
);
--> statement-breakpoint
ALTER TABLE "quote_request_companies" ADD COLUMN "reply_token" text;--> statement-breakpoint
ALTER TABLE "company_mail_prefs" ADD CONSTRAINT "company_mail_prefs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_messages_conversation_idx" ON "quote_messages" USING btree ("request_id","company_id","id");--> statement-breakpoint
ALTER TABLE "quote_request_companies" ADD CONSTRAINT "quote_request_companies_reply_token_unique" UNIQUE("reply_token");