DROP INDEX `inquiries_unresolved_idx`;--> statement-breakpoint
ALTER TABLE `inquiries` DROP COLUMN `resolved_at`;