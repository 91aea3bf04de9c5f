ALTER TABLE "related_prompts" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "related_prompts" ADD COLUMN "type" text DEFAULT 'SUGGESTION' NOT NULL;--> statement-breakpoint
ALTER TABLE "related_prompts" ADD COLUMN "pivots" jsonb DEFAULT '{}'::jsonb NOT NULL;