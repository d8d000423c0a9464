DROP INDEX `inquiries_status_created_idx`;--> statement-breakpoint
DROP INDEX `inquiries_retention_idx`;--> statement-breakpoint
CREATE INDEX `inquiries_inbox_idx` ON `inquiries` (`created_at`,`id`) WHERE erased_at is null;--> statement-breakpoint
CREATE INDEX `inquiries_status_idx` ON `inquiries` (`status`,`erased_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `inquiries_retention_idx` ON `inquiries` (`closed_at`) WHERE erased_at is null;