DROP INDEX `cover_letters_resume_id_unique`;--> statement-breakpoint
ALTER TABLE `cover_letters` ADD `personal_style` text;--> statement-breakpoint
ALTER TABLE `cover_letters` ADD `language` text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE `cover_letters` ADD `provider` text DEFAULT 'builtin' NOT NULL;--> statement-breakpoint
ALTER TABLE `cover_letters` ADD `assumptions` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
CREATE INDEX `cover_letters_resume_idx` ON `cover_letters` (`resume_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `ratings` ADD `publish_consent` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `ratings` ADD `moderated` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `ratings` ADD `published` integer DEFAULT false NOT NULL;