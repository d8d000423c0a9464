CREATE TABLE `inquiry_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`actor_id` integer,
	`type` text NOT NULL,
	`text` text,
	`channel` text,
	`outcome` text,
	`from_status` text,
	`to_status` text,
	`reason` text,
	`assignee_id` integer,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `inquiry_events_inquiry_idx` ON `inquiry_events` (`inquiry_id`,`id`);--> statement-breakpoint
ALTER TABLE `admins` ADD `display_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `active` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `study_id` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `contact_method` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `contact_time` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `heard_from` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `utm_campaign` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `referrer` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `assignee_id` integer;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `search_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `email_norm` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `phone_digits` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `first_contact_at` text;--> statement-breakpoint
CREATE INDEX `inquiries_created_idx` ON `inquiries` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `inquiries_language_idx` ON `inquiries` (`language`,`created_at`);--> statement-breakpoint
CREATE INDEX `inquiries_study_idx` ON `inquiries` (`study_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `inquiries_interest_idx` ON `inquiries` (`interest`,`created_at`);--> statement-breakpoint
CREATE INDEX `inquiries_assignee_idx` ON `inquiries` (`assignee_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `inquiries_email_idx` ON `inquiries` (`email_norm`);--> statement-breakpoint
CREATE INDEX `inquiries_phone_idx` ON `inquiries` (`phone_digits`);--> statement-breakpoint
-- Existing rows: contact keys for duplicates, the folded search text (SQLite's lower() is ASCII-only, so
-- Spanish accents are folded explicitly), a display name for existing accounts, a "created" event each.
UPDATE `inquiries` SET `email_norm` = lower(trim(`email`)), `phone_digits` = replace(replace(replace(replace(replace(replace(`phone`, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '');--> statement-breakpoint
UPDATE `inquiries` SET `search_text` = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(`name` || ' ' || trim(`email`) || ' ' || `phone_digits` || ' ' || `message`), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n');--> statement-breakpoint
UPDATE `admins` SET `display_name` = `username` WHERE `display_name` = '';--> statement-breakpoint
INSERT INTO `inquiry_events` (`inquiry_id`, `at`, `type`) SELECT `id`, `created_at`, 'created' FROM `inquiries`;--> statement-breakpoint
-- The timeline is append-only too: only erasure may clear what staff typed (text and reason).
CREATE TRIGGER `inquiry_events_no_delete` BEFORE DELETE ON `inquiry_events` BEGIN SELECT RAISE(ABORT, 'inquiry_events is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `inquiry_events_only_erase` BEFORE UPDATE ON `inquiry_events`
  WHEN NEW.`text` IS NOT NULL OR NEW.`reason` IS NOT NULL OR NEW.`type` IS NOT OLD.`type` OR NEW.`inquiry_id` IS NOT OLD.`inquiry_id` OR NEW.`at` IS NOT OLD.`at`
  BEGIN SELECT RAISE(ABORT, 'inquiry_events is append-only'); END;
