ALTER TABLE `article_images` ADD `width` integer;--> statement-breakpoint
ALTER TABLE `article_images` ADD `height` integer;--> statement-breakpoint
ALTER TABLE `articles` ADD `description` text DEFAULT '' NOT NULL;