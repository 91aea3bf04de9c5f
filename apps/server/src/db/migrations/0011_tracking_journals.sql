CREATE TABLE "tracking_journals" (
	"id" text PRIMARY KEY NOT NULL,
	"written_seq" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
