ALTER TABLE "billing_sessions" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_sessions" ADD COLUMN "actor_email" text;