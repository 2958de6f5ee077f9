-- Key figures, accounts per creation day (decision 156, amending 095; rules of decision 099):
-- statement-level triggers keep school_account_days in step with users in the same transaction
-- as every insert, delete and update, like school_account_counts (migration 0009). Each statement
-- adds its rows once, grouped by (Land, school, creation day in German time); an update that
-- changes none of the counted columns (school, Land, created_at) writes nothing.
CREATE FUNCTION "school_account_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO school_account_days AS d (client_uuid, school_uuid, day, accounts)
    SELECT client_uuid, school_uuid, (created_at AT TIME ZONE 'Europe/Berlin')::date, count(*)
    FROM new_accounts
    GROUP BY 1, 2, 3
    ON CONFLICT (client_uuid, school_uuid, day) DO UPDATE SET accounts = d.accounts + excluded.accounts;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO school_account_days AS d (client_uuid, school_uuid, day, accounts)
    SELECT client_uuid, school_uuid, (created_at AT TIME ZONE 'Europe/Berlin')::date, -count(*)
    FROM old_accounts
    GROUP BY 1, 2, 3
    ON CONFLICT (client_uuid, school_uuid, day) DO UPDATE SET accounts = d.accounts + excluded.accounts;
  ELSE
    INSERT INTO school_account_days AS d (client_uuid, school_uuid, day, accounts)
    SELECT client_uuid, school_uuid, day, sum(accounts)
    FROM (
      SELECT client_uuid, school_uuid, (created_at AT TIME ZONE 'Europe/Berlin')::date AS day, -1 AS accounts FROM old_accounts
      UNION ALL
      SELECT client_uuid, school_uuid, (created_at AT TIME ZONE 'Europe/Berlin')::date, 1 FROM new_accounts
    ) AS changes
    GROUP BY 1, 2, 3
    HAVING sum(accounts) <> 0
    ON CONFLICT (client_uuid, school_uuid, day) DO UPDATE SET accounts = d.accounts + excluded.accounts;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_account_days_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_accounts FOR EACH STATEMENT EXECUTE FUNCTION "school_account_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_account_days_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_accounts NEW TABLE AS new_accounts FOR EACH STATEMENT EXECUTE FUNCTION "school_account_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_account_days_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_accounts FOR EACH STATEMENT EXECUTE FUNCTION "school_account_days_apply"();
--> statement-breakpoint
-- The accounts that exist already (the triggers count every later change).
INSERT INTO "school_account_days" (client_uuid, school_uuid, day, accounts)
SELECT client_uuid, school_uuid, (created_at AT TIME ZONE 'Europe/Berlin')::date, count(*)
FROM "users"
GROUP BY 1, 2, 3;
