ALTER TABLE `analyses` ADD `reading` text;--> statement-breakpoint
ALTER TABLE `analyses` ADD `reading_version` integer;
