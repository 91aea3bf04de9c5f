CREATE TABLE "related_prompt_keeps" (
	"site_id" uuid NOT NULL,
	"engine_id" uuid NOT NULL,
	"prompt_id" uuid NOT NULL,
	"flag" text NOT NULL,
	"empty_next_queries" text[] DEFAULT '{}' NOT NULL,
	"kept_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "related_prompt_keeps_pk" PRIMARY KEY("engine_id","prompt_id","flag")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_prompts" ADD COLUMN "add_to_carts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "related_prompt_keeps" ADD CONSTRAINT "related_prompt_keeps_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_prompt_keeps" ADD CONSTRAINT "related_prompt_keeps_engine_id_engines_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_prompt_keeps" ADD CONSTRAINT "related_prompt_keeps_prompt_id_related_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."related_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "related_prompt_keeps_prompt_id_idx" ON "related_prompt_keeps" USING btree ("prompt_id");