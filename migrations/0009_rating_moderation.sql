-- Rating moderation (docs/decisions/251): what a moderator approved is frozen and published as approved.
ALTER TABLE `ratings` ADD `published_text` text;--> statement-breakpoint
ALTER TABLE `ratings` ADD `published_name` text;--> statement-breakpoint
ALTER TABLE `ratings` ADD `published_stars` integer;--> statement-breakpoint
ALTER TABLE `ratings` ADD `moderated_at` integer;--> statement-breakpoint
ALTER TABLE `ratings` ADD `moderated_by` text;--> statement-breakpoint
CREATE INDEX `ratings_moderation_idx` ON `ratings` (`publish_consent`,`moderated`,`updated_at`);
