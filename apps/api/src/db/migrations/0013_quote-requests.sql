CREATE TABLE "quote_request_companies" (
	"request_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text DEFAULT 'nueva' NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "quote_request_companies_request_id_company_id_pk" PRIMARY KEY("request_id","company_id"),
	CONSTRAINT "quote_request_companies_status" CHECK ("quote_request_companies"."status" IN ('nueva', 'vista', 'respondida', 'archivada'))
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_type_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"sub_activity_id" integer,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"budget_min" integer,
	"budget_max" integer,
	"area" integer,
	"start" text NOT NULL,
	"description" text NOT NULL,
	"images" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"consent_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_request_companies" ADD CONSTRAINT "quote_request_companies_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_companies" ADD CONSTRAINT "quote_request_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_company_type_id_company_types_id_fk" FOREIGN KEY ("company_type_id") REFERENCES "public"."company_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_sub_activity_id_activities_id_fk" FOREIGN KEY ("sub_activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_request_companies_company_idx" ON "quote_request_companies" USING btree ("company_id","status");