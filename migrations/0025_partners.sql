CREATE TABLE `partners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`language` text NOT NULL,
	`contact` text DEFAULT '' NOT NULL,
	`study_id` text,
	`active` integer DEFAULT true NOT NULL,
	`secret_hash` text,
	`link_issued_at` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `partners_code_unique` ON `partners` (`code`);--> statement-breakpoint
CREATE INDEX `partners_secret_idx` ON `partners` (`secret_hash`);--> statement-breakpoint
ALTER TABLE `inquiries` ADD `partner_id` integer;--> statement-breakpoint
CREATE INDEX `inquiries_partner_idx` ON `inquiries` (`partner_id`,`created_at`) WHERE partner_id is not null;--> statement-breakpoint
ALTER TABLE `volunteers` ADD `partner_id` integer;