CREATE TABLE "company_stats_daily" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_stats_daily_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "stat_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_visitors" (
	"day" date NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "stat_visitors_day_company_id_kind_hash_pk" PRIMARY KEY("day","company_id","kind","hash")
);
--> statement-breakpoint
ALTER TABLE "company_stats_daily" ADD CONSTRAINT "company_stats_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;