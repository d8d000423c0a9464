ALTER TABLE `volunteers` ADD `submission_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `volunteers_submission_key_idx` ON `volunteers` (`submission_key`) WHERE submission_key is not null;