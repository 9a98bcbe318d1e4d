CREATE TABLE "class_teachers" (
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"name" text NOT NULL,
	"grades" text[] NOT NULL,
	"language" text NOT NULL,
	"avatar" text NOT NULL,
	"colour" text NOT NULL,
	"code" text NOT NULL,
	"archived_at" timestamp with time zone,
	"rostering_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "co_teacher_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"invited_user_id" uuid NOT NULL,
	"invited_by" uuid NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_staff" (
	"user_id" uuid NOT NULL,
	"school_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"name" text NOT NULL,
	"grade" text,
	"world" text DEFAULT 'forest' NOT NULL,
	"accessibility_options" jsonb NOT NULL,
	"foundational_vocabulary_enabled" boolean DEFAULT false NOT NULL,
	"foundational_vocabulary_completed_at" timestamp with time zone,
	"home_code" text NOT NULL,
	"home_code_status" text DEFAULT 'SENT' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_home_code_unique" UNIQUE("home_code")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"search_city" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "source" text DEFAULT 'DIRECTORY' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_teacher_invitations" ADD CONSTRAINT "co_teacher_invitations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_teacher_invitations" ADD CONSTRAINT "co_teacher_invitations_invited_user_id_users_id_fk" FOREIGN KEY ("invited_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_teacher_invitations" ADD CONSTRAINT "co_teacher_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_staff" ADD CONSTRAINT "school_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_staff" ADD CONSTRAINT "school_staff_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_teachers_class_user_unique" ON "class_teachers" USING btree ("class_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_teachers_one_primary" ON "class_teachers" USING btree ("class_id") WHERE "class_teachers"."role" = 'PRIMARY_TEACHER';--> statement-breakpoint
CREATE INDEX "class_teachers_user_id_idx" ON "class_teachers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "classes_school_id_idx" ON "classes" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "co_teacher_invitations_invited_user_idx" ON "co_teacher_invitations" USING btree ("invited_user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "co_teacher_invitations_one_pending" ON "co_teacher_invitations" USING btree ("class_id","invited_user_id") WHERE "co_teacher_invitations"."status" = 'SENT';--> statement-breakpoint
CREATE UNIQUE INDEX "school_staff_user_school_unique" ON "school_staff" USING btree ("user_id","school_id");--> statement-breakpoint
CREATE INDEX "school_staff_school_id_idx" ON "school_staff" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "students_class_id_idx" ON "students" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_class_name_unique" ON "students" USING btree ("class_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "places_country_zip_city_unique" ON "places" USING btree ("country","zip_code","city");--> statement-breakpoint
CREATE INDEX "places_country_zip_prefix_idx" ON "places" USING btree ("country","zip_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "places_country_city_prefix_idx" ON "places" USING btree ("country","search_city" text_pattern_ops);--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schools_country_zip_code_idx" ON "schools" USING btree ("country","zip_code" text_pattern_ops);