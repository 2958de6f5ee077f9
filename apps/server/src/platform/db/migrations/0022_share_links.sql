CREATE TABLE "school_sharing_settings" (
	"school_uuid" uuid PRIMARY KEY NOT NULL,
	"sharing_enabled" boolean NOT NULL,
	"changed_by_uuid" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_link_opens" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_link_opens_kind" CHECK ("share_link_opens"."kind" in ('page', 'pdf'))
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_uuid" uuid NOT NULL,
	"school_uuid" uuid NOT NULL,
	"target" text NOT NULL,
	"story_uuid" uuid,
	"token_hash" text NOT NULL,
	"note" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "share_links_target" CHECK ("share_links"."target" in ('portfolio', 'story')),
	CONSTRAINT "share_links_portfolio_has_no_story" CHECK ("share_links"."target" = 'story' or "share_links"."story_uuid" is null)
);
--> statement-breakpoint
ALTER TABLE "school_sharing_settings" ADD CONSTRAINT "school_sharing_settings_school_uuid_schools_uuid_fk" FOREIGN KEY ("school_uuid") REFERENCES "public"."schools"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_sharing_settings" ADD CONSTRAINT "school_sharing_settings_changed_by_uuid_users_uuid_fk" FOREIGN KEY ("changed_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_opens" ADD CONSTRAINT "share_link_opens_link_uuid_share_links_uuid_fk" FOREIGN KEY ("link_uuid") REFERENCES "public"."share_links"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_student_uuid_users_uuid_fk" FOREIGN KEY ("student_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_school_uuid_schools_uuid_fk" FOREIGN KEY ("school_uuid") REFERENCES "public"."schools"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_story_uuid_stories_uuid_fk" FOREIGN KEY ("story_uuid") REFERENCES "public"."stories"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_link_opens_link_idx" ON "share_link_opens" USING btree ("link_uuid","opened_at");--> statement-breakpoint
CREATE INDEX "share_links_student_idx" ON "share_links" USING btree ("student_uuid","created_at");--> statement-breakpoint
CREATE INDEX "share_links_story_idx" ON "share_links" USING btree ("story_uuid");