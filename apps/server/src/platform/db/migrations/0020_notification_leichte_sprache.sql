ALTER TABLE "notifications" ADD COLUMN "title_el" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_el" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link_text_el" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "cancel_text_el" text;