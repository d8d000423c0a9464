CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`actor_id` integer,
	`action` text NOT NULL,
	`target_type` text,
	`target_id` text,
	`username` text,
	`ip_hash` text,
	`detail` text
);
--> statement-breakpoint
CREATE TABLE `recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recovery_codes_admin_idx` ON `recovery_codes` (`admin_id`);--> statement-breakpoint
ALTER TABLE `admins` ADD `role` text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `totp_secret` text;--> statement-breakpoint
ALTER TABLE `admins` ADD `totp_pending_secret` text;--> statement-breakpoint
ALTER TABLE `admins` ADD `totp_last_step` integer;--> statement-breakpoint
ALTER TABLE `admins` ADD `otp_failures` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `otp_window_start` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `consent_version` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `consent_language` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `language` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `closed_at` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `erased_at` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `erased_by` integer;--> statement-breakpoint
CREATE INDEX `inquiries_status_created_idx` ON `inquiries` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `inquiries_retention_idx` ON `inquiries` (`erased_at`,`closed_at`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `scope` text DEFAULT 'full' NOT NULL;--> statement-breakpoint
-- Carry today's rows over: a resolved inquiry is closed with the outcome "resolved".
UPDATE `inquiries` SET `status` = 'resolved', `closed_at` = `resolved_at` WHERE `resolved_at` IS NOT NULL;--> statement-breakpoint
-- The audit log is append-only, whatever code runs against the database.
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
