CREATE TABLE `volunteer_import_lines` (
	`import_id` integer NOT NULL,
	`line` integer NOT NULL,
	`outcome` text NOT NULL,
	`reason` text,
	`phone_digits` text,
	`email` text,
	`name_key` text,
	`birth_year` integer,
	PRIMARY KEY(`import_id`, `line`),
	FOREIGN KEY (`import_id`) REFERENCES `volunteer_imports`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `volunteer_import_lines_outcome_idx` ON `volunteer_import_lines` (`import_id`,`outcome`,`line`);--> statement-breakpoint
CREATE INDEX `volunteer_import_lines_phone_idx` ON `volunteer_import_lines` (`import_id`,`phone_digits`);--> statement-breakpoint
CREATE INDEX `volunteer_import_lines_email_idx` ON `volunteer_import_lines` (`import_id`,`email`);--> statement-breakpoint
CREATE INDEX `volunteer_import_lines_name_idx` ON `volunteer_import_lines` (`import_id`,`name_key`,`birth_year`);--> statement-breakpoint
ALTER TABLE `volunteer_imports` ADD `dry_run` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `volunteer_imports` ADD `status` text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE `volunteer_imports` ADD `failure` text;--> statement-breakpoint
ALTER TABLE `volunteer_imports` ADD `settings` text;--> statement-breakpoint
ALTER TABLE `volunteer_imports` ADD `file_key` text;--> statement-breakpoint
ALTER TABLE `volunteer_imports` ADD `file_bytes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `volunteer_imports` ADD `encoding` text DEFAULT 'utf-8' NOT NULL;--> statement-breakpoint
ALTER TABLE `volunteer_imports` ADD `next_offset` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `volunteer_imports` ADD `next_line` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `volunteer_imports` ADD `step_token` text;--> statement-breakpoint
ALTER TABLE `volunteer_imports` ADD `refusals` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `volunteer_imports` ADD `preview` text;--> statement-breakpoint
ALTER TABLE `volunteer_imports` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `volunteer_imports` ADD `finished_at` text;