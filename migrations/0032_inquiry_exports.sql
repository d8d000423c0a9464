CREATE TABLE `inquiry_exports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` integer NOT NULL,
	`audit_id` integer NOT NULL,
	`filters` text,
	`language` text NOT NULL,
	`at` text NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`cursor_created_at` text,
	`cursor_id` integer,
	`parts` integer DEFAULT 0 NOT NULL,
	`part_keys` text DEFAULT '[]' NOT NULL,
	`rows` integer DEFAULT 0 NOT NULL,
	`updated_at` text NOT NULL,
	`finished_at` text
);
