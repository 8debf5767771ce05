CREATE TABLE `replay_consent` (
	`table_id` text NOT NULL,
	`user_id` text NOT NULL,
	`agree` integer NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`table_id`, `user_id`),
	FOREIGN KEY (`table_id`) REFERENCES `game_tables`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `watchers` (
	`table_id` text NOT NULL,
	`user_id` text NOT NULL,
	`token` text NOT NULL,
	`locale` text NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`table_id`, `user_id`),
	FOREIGN KEY (`table_id`) REFERENCES `game_tables`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `game_tables_guild_ended_idx` ON `game_tables` (`guild_id`,`status`,`ended_at`);