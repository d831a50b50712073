DROP INDEX "companies_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (f_unaccent(lower(name))) STORED;--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name_folded" gin_trgm_ops);