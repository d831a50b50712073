CREATE TABLE "moderation_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"moderator_id" uuid,
	"moderator_email" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_label" text NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"contact_id" integer,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_invitations_contact_id_unique" UNIQUE("contact_id"),
	CONSTRAINT "review_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"invitation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"quality" integer NOT NULL,
	"deadlines" integer NOT NULL,
	"price" integer NOT NULL,
	"body" text NOT NULL,
	"activity_id" integer NOT NULL,
	"finished" text NOT NULL,
	"images" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_invitation_id_unique" UNIQUE("invitation_id"),
	CONSTRAINT "reviews_stars" CHECK ("reviews"."rating" BETWEEN 1 AND 5 AND "reviews"."quality" BETWEEN 1 AND 5 AND "reviews"."deadlines" BETWEEN 1 AND 5 AND "reviews"."price" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_contact_id_contact_messages_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_invitation_id_review_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."review_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_decisions_created_idx" ON "moderation_decisions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "review_invitations_company_email_idx" ON "review_invitations" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "review_reports_review_idx" ON "review_reports" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "reviews_company_created_idx" ON "reviews" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_company_email_idx" ON "reviews" USING btree ("company_id","email");--> statement-breakpoint
-- A review written, answered or removed changes what the company's page and cards show (its
-- ratings): the company joins the read model's change feed, as in 0005.
CREATE TRIGGER "reviews_feed_ins" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "company_changes_by_company_id"();--> statement-breakpoint
CREATE TRIGGER "reviews_feed_upd" AFTER UPDATE ON "reviews" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "company_changes_by_company_id"();--> statement-breakpoint
CREATE TRIGGER "reviews_feed_del" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "company_changes_by_company_id"();
