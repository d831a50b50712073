CREATE TABLE "activities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"fixed" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "building_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province_id" integer NOT NULL,
	"ine" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"type_id" integer NOT NULL,
	"cif" text NOT NULL,
	"cnae" text,
	"description" text,
	"address" text NOT NULL,
	"zipcode" text NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"country" text DEFAULT 'España' NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text,
	"linkedin" text,
	"instagram" text,
	"facebook" text,
	"area_min" integer DEFAULT 0 NOT NULL,
	"area_max" integer DEFAULT 0 NOT NULL,
	"budget_min" integer DEFAULT 0 NOT NULL,
	"budget_max" integer DEFAULT 0 NOT NULL,
	"employees_id" integer,
	"logo_url" text,
	"photo_url" text,
	"picture_url" text,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('cimenta_es'::regconfig, search_text)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_activities" (
	"company_id" uuid NOT NULL,
	"activity_id" integer NOT NULL,
	CONSTRAINT "company_activities_company_id_activity_id_pk" PRIMARY KEY("company_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "company_buildings" (
	"company_id" uuid NOT NULL,
	"building_id" integer NOT NULL,
	CONSTRAINT "company_buildings_company_id_building_id_pk" PRIMARY KEY("company_id","building_id")
);
--> statement-breakpoint
CREATE TABLE "company_constructions" (
	"company_id" uuid NOT NULL,
	"construction_id" integer NOT NULL,
	CONSTRAINT "company_constructions_company_id_construction_id_pk" PRIMARY KEY("company_id","construction_id")
);
--> statement-breakpoint
CREATE TABLE "company_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"fixed" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "company_zones" (
	"company_id" uuid NOT NULL,
	"province_id" integer NOT NULL,
	CONSTRAINT "company_zones_company_id_province_id_pk" PRIMARY KEY("company_id","province_id")
);
--> statement-breakpoint
CREATE TABLE "construction_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_ranges" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"province_id" integer,
	"year" integer,
	"building_id" integer,
	"construction_id" integer,
	"budget" integer,
	"area" integer,
	"images" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"community_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT ARRAY['ROLE_USER']::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_type_id_company_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."company_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_employees_id_employee_ranges_id_fk" FOREIGN KEY ("employees_id") REFERENCES "public"."employee_ranges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_activities" ADD CONSTRAINT "company_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_activities" ADD CONSTRAINT "company_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_buildings" ADD CONSTRAINT "company_buildings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_buildings" ADD CONSTRAINT "company_buildings_building_id_building_types_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."building_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_constructions" ADD CONSTRAINT "company_constructions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_constructions" ADD CONSTRAINT "company_constructions_construction_id_construction_types_id_fk" FOREIGN KEY ("construction_id") REFERENCES "public"."construction_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_zones" ADD CONSTRAINT "company_zones_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_zones" ADD CONSTRAINT "company_zones_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_building_id_building_types_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."building_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_construction_id_construction_types_id_fk" FOREIGN KEY ("construction_id") REFERENCES "public"."construction_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_parent_idx" ON "activities" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "cities_province_idx" ON "cities" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_owner_idx" ON "companies" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "companies_type_idx" ON "companies" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "companies_province_idx" ON "companies" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "companies_name_sort_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_activities_activity_idx" ON "company_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "company_buildings_b_idx" ON "company_buildings" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "company_constructions_c_idx" ON "company_constructions" USING btree ("construction_id");--> statement-breakpoint
CREATE INDEX "company_zones_province_idx" ON "company_zones" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "contact_messages_company_idx" ON "contact_messages" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "projects_company_idx" ON "projects" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "provinces_community_idx" ON "provinces" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");