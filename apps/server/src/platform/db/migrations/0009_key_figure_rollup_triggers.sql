-- Key figures rollup (decision 095): statement-level triggers keep school_account_counts in step
-- with users in the same transaction as every insert, delete and update, whichever code runs it.
-- Each statement adds its rows once, grouped by (Land, school, creation month): an import of a
-- thousand accounts is one upsert per school and month, and an update that changes none of the
-- counted columns (roles, school, Land, created_at) writes nothing.
CREATE FUNCTION "school_account_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO school_account_counts AS c (client_uuid, school_uuid, month, accounts, teachers, students)
    SELECT client_uuid, school_uuid, date_trunc('month', created_at AT TIME ZONE 'Europe/Berlin')::date,
           count(*), count(*) FILTER (WHERE 'LEHRER' = ANY (roles)), count(*) FILTER (WHERE 'SCHUELER' = ANY (roles))
    FROM new_accounts
    GROUP BY 1, 2, 3
    ON CONFLICT (client_uuid, school_uuid, month) DO UPDATE
      SET accounts = c.accounts + excluded.accounts, teachers = c.teachers + excluded.teachers, students = c.students + excluded.students;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO school_account_counts AS c (client_uuid, school_uuid, month, accounts, teachers, students)
    SELECT client_uuid, school_uuid, date_trunc('month', created_at AT TIME ZONE 'Europe/Berlin')::date,
           -count(*), -count(*) FILTER (WHERE 'LEHRER' = ANY (roles)), -count(*) FILTER (WHERE 'SCHUELER' = ANY (roles))
    FROM old_accounts
    GROUP BY 1, 2, 3
    ON CONFLICT (client_uuid, school_uuid, month) DO UPDATE
      SET accounts = c.accounts + excluded.accounts, teachers = c.teachers + excluded.teachers, students = c.students + excluded.students;
  ELSE
    INSERT INTO school_account_counts AS c (client_uuid, school_uuid, month, accounts, teachers, students)
    SELECT client_uuid, school_uuid, month, sum(accounts), sum(teachers), sum(students)
    FROM (
      SELECT client_uuid, school_uuid, date_trunc('month', created_at AT TIME ZONE 'Europe/Berlin')::date AS month,
             -1 AS accounts, -(('LEHRER' = ANY (roles))::int) AS teachers, -(('SCHUELER' = ANY (roles))::int) AS students
      FROM old_accounts
      UNION ALL
      SELECT client_uuid, school_uuid, date_trunc('month', created_at AT TIME ZONE 'Europe/Berlin')::date,
             1, ('LEHRER' = ANY (roles))::int, ('SCHUELER' = ANY (roles))::int
      FROM new_accounts
    ) AS changes
    GROUP BY 1, 2, 3
    HAVING sum(accounts) <> 0 OR sum(teachers) <> 0 OR sum(students) <> 0
    ON CONFLICT (client_uuid, school_uuid, month) DO UPDATE
      SET accounts = c.accounts + excluded.accounts, teachers = c.teachers + excluded.teachers, students = c.students + excluded.students;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_account_counts_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_accounts FOR EACH STATEMENT EXECUTE FUNCTION "school_account_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_account_counts_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_accounts NEW TABLE AS new_accounts FOR EACH STATEMENT EXECUTE FUNCTION "school_account_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_account_counts_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_accounts FOR EACH STATEMENT EXECUTE FUNCTION "school_account_counts_apply"();
--> statement-breakpoint
-- The accounts that exist already (the triggers count every later change).
INSERT INTO "school_account_counts" (client_uuid, school_uuid, month, accounts, teachers, students)
SELECT client_uuid, school_uuid, date_trunc('month', created_at AT TIME ZONE 'Europe/Berlin')::date,
       count(*), count(*) FILTER (WHERE 'LEHRER' = ANY (roles)), count(*) FILTER (WHERE 'SCHUELER' = ANY (roles))
FROM "users"
GROUP BY 1, 2, 3;
