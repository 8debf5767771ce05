CREATE TABLE `league_event_matches` (
	`event_id` text NOT NULL,
	`round` integer NOT NULL,
	`number` integer NOT NULL,
	`stage` text NOT NULL,
	`a` text NOT NULL,
	`b` text,
	`a_wins` integer NOT NULL,
	`b_wins` integer NOT NULL,
	`draws` integer NOT NULL,
	`reported` integer NOT NULL,
	`reported_by` text,
	PRIMARY KEY(`event_id`, `round`, `number`),
	FOREIGN KEY (`event_id`) REFERENCES `league_events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `league_event_players` (
	`event_id` text NOT NULL,
	`user_id` text NOT NULL,
	`seed` integer,
	`dropped` integer NOT NULL,
	`joined_at` integer NOT NULL,
	PRIMARY KEY(`event_id`, `user_id`),
	FOREIGN KEY (`event_id`) REFERENCES `league_events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `league_events` (
	`id` text PRIMARY KEY NOT NULL,
	`league_id` text NOT NULL,
	`season` integer NOT NULL,
	`name` text NOT NULL,
	`key` text NOT NULL,
	`status` text NOT NULL,
	`rounds` integer,
	`top_cut` integer NOT NULL,
	`round` integer NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`champion` text,
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `league_events_key_idx` ON `league_events` (`league_id`,`key`);--> statement-breakpoint
CREATE TABLE `league_members` (
	`league_id` text NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`joined_at` integer NOT NULL,
	`left_at` integer,
	PRIMARY KEY(`league_id`, `user_id`),
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `league_ratings` (
	`league_id` text NOT NULL,
	`season` integer NOT NULL,
	`user_id` text NOT NULL,
	`mu` real NOT NULL,
	`sigma` real NOT NULL,
	`games` integer NOT NULL,
	`wins` integer NOT NULL,
	`losses` integer NOT NULL,
	`draws` integer NOT NULL,
	`last_at` integer NOT NULL,
	`recent` text NOT NULL,
	PRIMARY KEY(`league_id`, `season`, `user_id`),
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `league_results` (
	`id` text PRIMARY KEY NOT NULL,
	`league_id` text NOT NULL,
	`season` integer NOT NULL,
	`seq` integer,
	`source` text NOT NULL,
	`status` text NOT NULL,
	`table_id` text,
	`event_id` text,
	`reported_by` text,
	`channel_id` text,
	`message_id` text,
	`created_at` integer NOT NULL,
	`expires_at` integer,
	`counted_at` integer,
	`resolved_by` text,
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `league_results_table_idx` ON `league_results` (`table_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `league_results_seq_idx` ON `league_results` (`league_id`,`season`,`seq`);--> statement-breakpoint
CREATE INDEX `league_results_status_idx` ON `league_results` (`league_id`,`status`);--> statement-breakpoint
CREATE TABLE `leagues` (
	`id` text PRIMARY KEY NOT NULL,
	`guild_id` text NOT NULL,
	`game` text NOT NULL,
	`name` text NOT NULL,
	`key` text NOT NULL,
	`locale` text NOT NULL,
	`admin_role_id` text,
	`min_games` integer NOT NULL,
	`decay_days` integer NOT NULL,
	`report_hours` integer NOT NULL,
	`season` integer NOT NULL,
	`season_running` integer NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `leagues_guild_key_idx` ON `leagues` (`guild_id`,`key`);--> statement-breakpoint
CREATE TABLE `league_result_players` (
	`result_id` text NOT NULL,
	`user_id` text NOT NULL,
	`place` integer NOT NULL,
	`confirmed` integer NOT NULL,
	`mu_before` real,
	`sigma_before` real,
	`mu_after` real,
	`sigma_after` real,
	PRIMARY KEY(`result_id`, `user_id`),
	FOREIGN KEY (`result_id`) REFERENCES `league_results`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `league_result_players_user_idx` ON `league_result_players` (`user_id`);--> statement-breakpoint
CREATE TABLE `league_seasons` (
	`league_id` text NOT NULL,
	`season` integer NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer,
	PRIMARY KEY(`league_id`, `season`),
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `game_tables` ADD `league_id` text;