ALTER TABLE `study_versions` ADD `approval_override` text;--> statement-breakpoint
ALTER TABLE `study_versions` ADD `updated_at` text;