CREATE TABLE `provider_events` (
	`key_hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `messages` ADD `owner_unclear` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `study_versions` ADD `updated_by` integer;