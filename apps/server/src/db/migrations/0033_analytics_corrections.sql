CREATE TABLE "analytics_daily_corrections" (
	"engine_id" uuid NOT NULL,
	"day" date NOT NULL,
	"query" text NOT NULL,
	"correction" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_corrections_pk" PRIMARY KEY("engine_id","day","query","correction")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_corrections" ADD CONSTRAINT "analytics_daily_corrections_engine_id_engines_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."engines"("id") ON DELETE cascade ON UPDATE no action;