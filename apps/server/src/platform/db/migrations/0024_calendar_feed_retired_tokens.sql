CREATE TABLE "calendar_feed_retired_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_uuid" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_retired_tokens" ADD CONSTRAINT "calendar_feed_retired_tokens_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feed_retired_tokens_user_uuid_idx" ON "calendar_feed_retired_tokens" USING btree ("user_uuid");