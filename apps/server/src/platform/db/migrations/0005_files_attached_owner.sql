ALTER TABLE "files" ADD COLUMN "attached_kind" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "attached_uuid" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "attached_date" timestamp with time zone;--> statement-breakpoint
UPDATE "files" SET "attached_kind" = 'story', "attached_uuid" = s."uuid", "attached_date" = s."created_at" FROM "stories" s WHERE s."attachment_file_uuid" = "files"."uuid";--> statement-breakpoint
UPDATE "files" SET "attached_kind" = 'answer', "attached_uuid" = a."uuid", "attached_date" = a."created_at" FROM "bo_task_answers" a WHERE a."file_uuid" = "files"."uuid";
