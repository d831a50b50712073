ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'nueva' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_request_companies" ADD COLUMN "phone_shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status" CHECK ("contact_messages"."status" IN ('nueva', 'vista', 'respondida', 'archivada'));