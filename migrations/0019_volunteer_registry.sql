CREATE TABLE `volunteer_consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`volunteer_id` integer NOT NULL,
	`action` text NOT NULL,
	`statement` text,
	`language` text,
	`source` text,
	`how` text,
	`actor_id` integer,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `volunteer_consents_person_idx` ON `volunteer_consents` (`volunteer_id`,`id`);--> statement-breakpoint
CREATE TABLE `volunteer_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` integer NOT NULL,
	`file_digest` text NOT NULL,
	`rows` integer NOT NULL,
	`created` integer NOT NULL,
	`merged` integer NOT NULL,
	`flagged` integer NOT NULL,
	`refused` integer NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `volunteers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`phone` text,
	`phone_digits` text,
	`email` text,
	`language` text NOT NULL,
	`birth_year` integer,
	`zip` text,
	`topics` text DEFAULT '[]' NOT NULL,
	`channels` text DEFAULT '[]' NOT NULL,
	`source` text NOT NULL,
	`consent_statement` text NOT NULL,
	`consent_at` text NOT NULL,
	`consent_ends_at` text NOT NULL,
	`renewal_sent_at` text,
	`withdrawn_at` text,
	`possible_duplicate_of` integer,
	`import_id` integer,
	`entered_by` integer,
	`erased_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `volunteers_reference_unique` ON `volunteers` (`reference`);--> statement-breakpoint
CREATE INDEX `volunteers_phone_idx` ON `volunteers` (`phone_digits`);--> statement-breakpoint
CREATE INDEX `volunteers_email_idx` ON `volunteers` (`email`);--> statement-breakpoint
CREATE INDEX `volunteers_name_idx` ON `volunteers` (`name_key`,`birth_year`);--> statement-breakpoint
CREATE INDEX `volunteers_consent_idx` ON `volunteers` (`consent_ends_at`);