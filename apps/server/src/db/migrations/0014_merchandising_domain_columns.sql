ALTER TABLE "banners" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "schedule" jsonb DEFAULT '{"type":"ALWAYS"}'::jsonb NOT NULL;