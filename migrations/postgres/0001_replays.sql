CREATE TABLE "replay_consent" (
	"table_id" text NOT NULL,
	"user_id" text NOT NULL,
	"agree" boolean NOT NULL,
	"at" bigint NOT NULL,
	CONSTRAINT "replay_consent_table_id_user_id_pk" PRIMARY KEY("table_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "watchers" (
	"table_id" text NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"locale" text NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "watchers_table_id_user_id_pk" PRIMARY KEY("table_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "replay_consent" ADD CONSTRAINT "replay_consent_table_id_game_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."game_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchers" ADD CONSTRAINT "watchers_table_id_game_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."game_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_tables_guild_ended_idx" ON "game_tables" USING btree ("guild_id","status","ended_at");