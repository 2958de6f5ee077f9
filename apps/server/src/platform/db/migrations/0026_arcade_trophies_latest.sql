-- The ranking's shown trophy (decision 255): each student's latest trophy, moments compared in whole
-- milliseconds (as JavaScript's dates did). Stored in whole milliseconds, the moments sort in the
-- index's order; before, every ranking truncated and sorted all trophies of the class.
UPDATE "arcade_user_trophies" SET "awarded_at" = date_trunc('milliseconds', "awarded_at") WHERE "awarded_at" <> date_trunc('milliseconds', "awarded_at");--> statement-breakpoint
ALTER TABLE "arcade_user_trophies" ALTER COLUMN "awarded_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
CREATE INDEX "arcade_user_trophies_latest_idx" ON "arcade_user_trophies" USING btree ("user_uuid","awarded_at" DESC NULLS LAST,"trophy_uuid");--> statement-breakpoint
ALTER TABLE "arcade_user_trophies" ADD CONSTRAINT "arcade_user_trophies_whole_milliseconds" CHECK ("arcade_user_trophies"."awarded_at" = date_trunc('milliseconds', "arcade_user_trophies"."awarded_at"));
