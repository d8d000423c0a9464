ALTER TABLE `volunteers` ADD `last_contacted_at` text;--> statement-breakpoint
CREATE INDEX `volunteers_last_contacted_idx` ON `volunteers` (`last_contacted_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `volunteer_messages_provider_idx` ON `volunteer_messages` (`channel`,`provider_id`) WHERE provider_id is not null;--> statement-breakpoint
-- People messaged before this column existed: their latest sent message.
UPDATE `volunteers` SET `last_contacted_at` = (SELECT max(`sent_at`) FROM `volunteer_messages` WHERE `volunteer_messages`.`volunteer_id` = `volunteers`.`id`) WHERE `erased_at` IS NULL;
