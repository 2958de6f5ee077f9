CREATE TABLE "arcade_point_events" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"action" text NOT NULL,
	"subject_uuid" uuid NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arcade_quest_participations" (
	"quest_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "arcade_quest_participations_quest_uuid_user_uuid_pk" PRIMARY KEY("quest_uuid","user_uuid")
);
--> statement-breakpoint
CREATE TABLE "arcade_quests" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_uuid" uuid NOT NULL,
	"task_uuid" uuid NOT NULL,
	"title" text NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "arcade_settings" (
	"user_uuid" uuid PRIMARY KEY NOT NULL,
	"visible_to_class" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arcade_user_trophies" (
	"user_uuid" uuid NOT NULL,
	"trophy_uuid" uuid NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arcade_user_trophies_user_uuid_trophy_uuid_pk" PRIMARY KEY("user_uuid","trophy_uuid")
);
--> statement-breakpoint
CREATE TABLE "bo_task_answers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"task_uuid" uuid NOT NULL,
	"station_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"checked_items" text[] DEFAULT '{}'::text[] NOT NULL,
	"ratings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link_visited_at" timestamp with time zone,
	"file_uuid" uuid,
	"file_name" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bo_class_active_stations" (
	"class_uuid" uuid PRIMARY KEY NOT NULL,
	"station_uuid" uuid NOT NULL,
	"activated_by" uuid,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_uuid" uuid NOT NULL,
	"description" text NOT NULL,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"attachment_file_uuid" uuid,
	"attachment_name" text,
	"attachment_mime_type" text,
	"attachment_size_bytes" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "file_removals" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_storage_accounts" (
	"user_uuid" uuid PRIMARY KEY NOT NULL,
	"space_bytes" bigint
);
--> statement-breakpoint
CREATE TABLE "files" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_uuid" uuid NOT NULL,
	"purpose" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trashed_at" timestamp with time zone,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_uuid" uuid,
	"actor_name" text,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_uuid" uuid,
	"client_uuid" uuid,
	"school_uuid" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"client_uuid" uuid,
	"school_uuid" uuid,
	"author_uuid" uuid,
	"author_name" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"audiences" text[] NOT NULL,
	"class_uuid" uuid,
	"grade" integer,
	"level" text,
	"event_date" date,
	"event_time" text,
	"place" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arcade_point_events" ADD CONSTRAINT "arcade_point_events_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_quest_participations" ADD CONSTRAINT "arcade_quest_participations_quest_uuid_arcade_quests_uuid_fk" FOREIGN KEY ("quest_uuid") REFERENCES "public"."arcade_quests"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_quest_participations" ADD CONSTRAINT "arcade_quest_participations_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_quests" ADD CONSTRAINT "arcade_quests_class_uuid_classes_uuid_fk" FOREIGN KEY ("class_uuid") REFERENCES "public"."classes"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_quests" ADD CONSTRAINT "arcade_quests_started_by_users_uuid_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_settings" ADD CONSTRAINT "arcade_settings_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_user_trophies" ADD CONSTRAINT "arcade_user_trophies_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_task_answers" ADD CONSTRAINT "bo_task_answers_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_class_active_stations" ADD CONSTRAINT "bo_class_active_stations_class_uuid_classes_uuid_fk" FOREIGN KEY ("class_uuid") REFERENCES "public"."classes"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_class_active_stations" ADD CONSTRAINT "bo_class_active_stations_activated_by_users_uuid_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_owner_uuid_users_uuid_fk" FOREIGN KEY ("owner_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_attachment_file_uuid_files_uuid_fk" FOREIGN KEY ("attachment_file_uuid") REFERENCES "public"."files"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_storage_accounts" ADD CONSTRAINT "file_storage_accounts_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_uuid_users_uuid_fk" FOREIGN KEY ("owner_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_client_uuid_clients_uuid_fk" FOREIGN KEY ("client_uuid") REFERENCES "public"."clients"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_school_uuid_schools_uuid_fk" FOREIGN KEY ("school_uuid") REFERENCES "public"."schools"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_author_uuid_users_uuid_fk" FOREIGN KEY ("author_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_class_uuid_classes_uuid_fk" FOREIGN KEY ("class_uuid") REFERENCES "public"."classes"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arcade_point_events_once_idx" ON "arcade_point_events" USING btree ("user_uuid","action","subject_uuid");--> statement-breakpoint
CREATE INDEX "arcade_quest_participations_user_idx" ON "arcade_quest_participations" USING btree ("user_uuid");--> statement-breakpoint
CREATE INDEX "arcade_quests_class_idx" ON "arcade_quests" USING btree ("class_uuid","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "arcade_quests_one_running_idx" ON "arcade_quests" USING btree ("class_uuid","task_uuid") WHERE "arcade_quests"."finished_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bo_task_answers_live_idx" ON "bo_task_answers" USING btree ("user_uuid","task_uuid") WHERE "bo_task_answers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bo_task_answers_user_idx" ON "bo_task_answers" USING btree ("user_uuid","updated_at");--> statement-breakpoint
CREATE INDEX "bo_class_active_stations_station_idx" ON "bo_class_active_stations" USING btree ("station_uuid");--> statement-breakpoint
CREATE INDEX "stories_owner_idx" ON "stories" USING btree ("owner_uuid","deleted_at","created_at");--> statement-breakpoint
CREATE INDEX "stories_hashtags_idx" ON "stories" USING gin ("hashtags");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_uuid","trashed_at");--> statement-breakpoint
CREATE INDEX "files_trashed_at_idx" ON "files" USING btree ("trashed_at");--> statement-breakpoint
CREATE INDEX "audit_events_school_created_idx" ON "audit_events" USING btree ("school_uuid","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_client_created_idx" ON "audit_events" USING btree ("client_uuid","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("target_uuid");--> statement-breakpoint
CREATE INDEX "news_items_school_idx" ON "news_items" USING btree ("kind","school_uuid","created_at");--> statement-breakpoint
CREATE INDEX "news_items_client_idx" ON "news_items" USING btree ("kind","client_uuid","created_at") WHERE "news_items"."school_uuid" is null;--> statement-breakpoint
CREATE INDEX "news_items_event_date_idx" ON "news_items" USING btree ("kind","school_uuid","event_date");--> statement-breakpoint
CREATE INDEX "news_items_author_idx" ON "news_items" USING btree ("author_uuid","kind","created_at");--> statement-breakpoint
CREATE INDEX "users_client_created_idx" ON "users" USING btree ("client_uuid","created_at");