CREATE TABLE "internship_periods" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_uuid" uuid NOT NULL,
	"grade" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_by_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internship_periods_dates" CHECK ("internship_periods"."end_date" >= "internship_periods"."start_date")
);
--> statement-breakpoint
CREATE TABLE "internship_reports" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"internship_uuid" uuid NOT NULL,
	"author_uuid" uuid NOT NULL,
	"report_date" date NOT NULL,
	"text" text NOT NULL,
	"photo_file_uuid" uuid,
	"photo_name" text,
	"photo_mime_type" text,
	"photo_size_bytes" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internships" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_uuid" uuid NOT NULL,
	"school_uuid" uuid NOT NULL,
	"company_name" text NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"field_of_work" text NOT NULL,
	"supervisor_name" text NOT NULL,
	"supervisor_email" text NOT NULL,
	"supervisor_phone" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"daily_hours" numeric(3, 1),
	"expectations" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"review_comment" text,
	"reviewed_by_uuid" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internships_state" CHECK ("internships"."state" in ('draft', 'submitted', 'returned', 'confirmed')),
	CONSTRAINT "internships_dates" CHECK ("internships"."end_date" >= "internships"."start_date")
);
--> statement-breakpoint
ALTER TABLE "internship_periods" ADD CONSTRAINT "internship_periods_school_uuid_schools_uuid_fk" FOREIGN KEY ("school_uuid") REFERENCES "public"."schools"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_periods" ADD CONSTRAINT "internship_periods_created_by_uuid_users_uuid_fk" FOREIGN KEY ("created_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_reports" ADD CONSTRAINT "internship_reports_internship_uuid_internships_uuid_fk" FOREIGN KEY ("internship_uuid") REFERENCES "public"."internships"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_reports" ADD CONSTRAINT "internship_reports_author_uuid_users_uuid_fk" FOREIGN KEY ("author_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_reports" ADD CONSTRAINT "internship_reports_photo_file_uuid_files_uuid_fk" FOREIGN KEY ("photo_file_uuid") REFERENCES "public"."files"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_student_uuid_users_uuid_fk" FOREIGN KEY ("student_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_school_uuid_schools_uuid_fk" FOREIGN KEY ("school_uuid") REFERENCES "public"."schools"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_reviewed_by_uuid_users_uuid_fk" FOREIGN KEY ("reviewed_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internship_periods_school_idx" ON "internship_periods" USING btree ("school_uuid","grade");--> statement-breakpoint
CREATE INDEX "internship_reports_internship_idx" ON "internship_reports" USING btree ("internship_uuid","report_date");--> statement-breakpoint
CREATE INDEX "internships_student_idx" ON "internships" USING btree ("student_uuid","start_date");--> statement-breakpoint
CREATE INDEX "internships_school_state_idx" ON "internships" USING btree ("school_uuid","state");