CREATE TABLE "query_ranking_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"rule" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_rules" ADD COLUMN "field" text;--> statement-breakpoint
ALTER TABLE "business_rules" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "business_rules" ADD COLUMN "values" text[];--> statement-breakpoint
ALTER TABLE "query_ranking_rules" ADD CONSTRAINT "query_ranking_rules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "query_ranking_rules_site_id_idx" ON "query_ranking_rules" USING btree ("site_id");