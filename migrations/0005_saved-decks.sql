CREATE TABLE `decks` (
	`user_id` text NOT NULL,
	`game` text NOT NULL,
	`name` text NOT NULL,
	`list` text NOT NULL,
	`set_version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `game`, `name`)
);
