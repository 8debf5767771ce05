CREATE TABLE "guild_settings" (
	"guild_id" text PRIMARY KEY NOT NULL,
	"table_threads" boolean DEFAULT false NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" bigint NOT NULL
);
