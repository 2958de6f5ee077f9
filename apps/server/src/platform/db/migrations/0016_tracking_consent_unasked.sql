ALTER TABLE "users" ALTER COLUMN "tracking_consent" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "tracking_consent" DROP NOT NULL;--> statement-breakpoint
-- Nobody could answer the question before decision 186: every stored false means "not asked yet".
UPDATE "users" SET "tracking_consent" = NULL WHERE "tracking_consent" = false;
