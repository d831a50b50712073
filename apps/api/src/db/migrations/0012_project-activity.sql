ALTER TABLE "projects" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_activity_idx" ON "projects" USING btree ("activity_id");