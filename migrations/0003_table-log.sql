CREATE TABLE `table_log` (
	`table_id` text NOT NULL,
	`seq` integer NOT NULL,
	`events` text NOT NULL,
	PRIMARY KEY(`table_id`, `seq`),
	FOREIGN KEY (`table_id`) REFERENCES `game_tables`(`id`) ON UPDATE no action ON DELETE cascade
);
