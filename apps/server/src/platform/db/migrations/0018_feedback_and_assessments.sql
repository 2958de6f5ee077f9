CREATE TABLE "competence_assessments" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_uuid" uuid NOT NULL,
	"school_uuid" uuid NOT NULL,
	"source" text NOT NULL,
	"link_uuid" uuid,
	"internship_uuid" uuid,
	"rater_uuid" uuid,
	"days_present" integer,
	"ratings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"reflections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"teacher_visible_sources" text[] DEFAULT '{}'::text[] NOT NULL,
	"released_at" timestamp with time zone,
	"released_by_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competence_assessments_link_uuid_unique" UNIQUE("link_uuid"),
	CONSTRAINT "competence_assessments_source" CHECK ("competence_assessments"."source" in ('self', 'teacher', 'supervisor', 'parent'))
);
--> statement-breakpoint
CREATE TABLE "feedback_links" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_uuid" uuid NOT NULL,
	"school_uuid" uuid NOT NULL,
	"internship_uuid" uuid,
	"source" text NOT NULL,
	"token_hash" text NOT NULL,
	"recipient_email" text,
	"recipient_name" text,
	"created_by_uuid" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "feedback_links_source" CHECK ("feedback_links"."source" in ('supervisor', 'parent')),
	CONSTRAINT "feedback_links_supervisor_has_internship" CHECK (("feedback_links"."source" = 'supervisor') = ("feedback_links"."internship_uuid" is not null))
);
--> statement-breakpoint
ALTER TABLE "competence_assessments" ADD CONSTRAINT "competence_assessments_student_uuid_users_uuid_fk" FOREIGN KEY ("student_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competence_assessments" ADD CONSTRAINT "competence_assessments_school_uuid_schools_uuid_fk" FOREIGN KEY ("school_uuid") REFERENCES "public"."schools"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competence_assessments" ADD CONSTRAINT "competence_assessments_link_uuid_feedback_links_uuid_fk" FOREIGN KEY ("link_uuid") REFERENCES "public"."feedback_links"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competence_assessments" ADD CONSTRAINT "competence_assessments_internship_uuid_internships_uuid_fk" FOREIGN KEY ("internship_uuid") REFERENCES "public"."internships"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competence_assessments" ADD CONSTRAINT "competence_assessments_rater_uuid_users_uuid_fk" FOREIGN KEY ("rater_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competence_assessments" ADD CONSTRAINT "competence_assessments_released_by_uuid_users_uuid_fk" FOREIGN KEY ("released_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_links" ADD CONSTRAINT "feedback_links_student_uuid_users_uuid_fk" FOREIGN KEY ("student_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_links" ADD CONSTRAINT "feedback_links_school_uuid_schools_uuid_fk" FOREIGN KEY ("school_uuid") REFERENCES "public"."schools"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_links" ADD CONSTRAINT "feedback_links_internship_uuid_internships_uuid_fk" FOREIGN KEY ("internship_uuid") REFERENCES "public"."internships"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_links" ADD CONSTRAINT "feedback_links_created_by_uuid_users_uuid_fk" FOREIGN KEY ("created_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competence_assessments_student_idx" ON "competence_assessments" USING btree ("student_uuid","source");--> statement-breakpoint
CREATE INDEX "competence_assessments_internship_idx" ON "competence_assessments" USING btree ("internship_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "competence_assessments_one_self" ON "competence_assessments" USING btree ("student_uuid") WHERE "competence_assessments"."source" = 'self';--> statement-breakpoint
CREATE UNIQUE INDEX "competence_assessments_one_per_teacher" ON "competence_assessments" USING btree ("student_uuid","rater_uuid") WHERE "competence_assessments"."source" = 'teacher';--> statement-breakpoint
CREATE INDEX "feedback_links_student_idx" ON "feedback_links" USING btree ("student_uuid","created_at");--> statement-breakpoint
CREATE INDEX "feedback_links_internship_idx" ON "feedback_links" USING btree ("internship_uuid");