CREATE TABLE "media_files" (
	"name" text PRIMARY KEY NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
