CREATE TABLE "managed_videos" (
	"slot" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"video_file_uuid" uuid NOT NULL,
	"captions_file_uuid" uuid NOT NULL,
	"poster_file_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
