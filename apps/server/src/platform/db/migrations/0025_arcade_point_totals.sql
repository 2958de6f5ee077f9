CREATE TABLE "arcade_point_totals" (
	"user_uuid" uuid PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arcade_point_totals" ADD CONSTRAINT "arcade_point_totals_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Points per user (issue 20): statement-level triggers keep arcade_point_totals in step with
-- arcade_point_events in the statement that writes the events, like the key figures' counts
-- (migrations 0009, 0013). Added events add to the total (a row is made for a user's first event);
-- removed events subtract through an update only, never an insert: when an account is deleted its
-- events go by cascade, and its total row goes with the account (or went already).
CREATE FUNCTION "arcade_point_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO arcade_point_totals AS t (user_uuid, points)
  SELECT user_uuid, sum(points) FROM new_events GROUP BY user_uuid
  ON CONFLICT (user_uuid) DO UPDATE SET points = t.points + excluded.points;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "arcade_point_totals_subtract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE arcade_point_totals AS t SET points = t.points - removed.points
  FROM (SELECT user_uuid, sum(points) AS points FROM old_events GROUP BY user_uuid) AS removed
  WHERE t.user_uuid = removed.user_uuid;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "arcade_point_events_totals_insert" AFTER INSERT ON "arcade_point_events"
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION "arcade_point_totals_add"();
--> statement-breakpoint
CREATE TRIGGER "arcade_point_events_totals_delete" AFTER DELETE ON "arcade_point_events"
  REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION "arcade_point_totals_subtract"();
--> statement-breakpoint
-- An update (none is made today) takes the old rows off and puts the new ones on: two triggers,
-- run in the order of their names.
CREATE TRIGGER "arcade_point_events_totals_update_1" AFTER UPDATE ON "arcade_point_events"
  REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION "arcade_point_totals_subtract"();
--> statement-breakpoint
CREATE TRIGGER "arcade_point_events_totals_update_2" AFTER UPDATE ON "arcade_point_events"
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION "arcade_point_totals_add"();
--> statement-breakpoint
-- The events that exist already (the triggers count every later change).
INSERT INTO "arcade_point_totals" (user_uuid, points)
SELECT user_uuid, sum(points) FROM "arcade_point_events" GROUP BY user_uuid;
