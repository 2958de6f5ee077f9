CREATE TABLE "pinboard_entries" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_uuid" uuid NOT NULL,
	"class_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pinboard_feedback" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_uuid" uuid NOT NULL,
	"author_uuid" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_uuid" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pinboard_entries" ADD CONSTRAINT "pinboard_entries_owner_uuid_users_uuid_fk" FOREIGN KEY ("owner_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinboard_entries" ADD CONSTRAINT "pinboard_entries_class_uuid_classes_uuid_fk" FOREIGN KEY ("class_uuid") REFERENCES "public"."classes"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinboard_feedback" ADD CONSTRAINT "pinboard_feedback_entry_uuid_pinboard_entries_uuid_fk" FOREIGN KEY ("entry_uuid") REFERENCES "public"."pinboard_entries"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinboard_feedback" ADD CONSTRAINT "pinboard_feedback_author_uuid_users_uuid_fk" FOREIGN KEY ("author_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_owner_uuid_users_uuid_fk" FOREIGN KEY ("owner_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pinboard_entries_item_idx" ON "pinboard_entries" USING btree ("owner_uuid","kind","item_uuid");--> statement-breakpoint
CREATE INDEX "pinboard_entries_class_idx" ON "pinboard_entries" USING btree ("class_uuid","created_at");--> statement-breakpoint
CREATE INDEX "pinboard_feedback_entry_idx" ON "pinboard_feedback" USING btree ("entry_uuid","created_at");--> statement-breakpoint
CREATE INDEX "statements_owner_idx" ON "statements" USING btree ("owner_uuid","deleted_at","created_at");