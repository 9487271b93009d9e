-- Hand-written (issue 20 point 4): each instance keeps the feature switches of the clinics its
-- requests read (B18–B27, I41). Whoever updates a clinic row (the admin form, a script, psql), the
-- commit announces it on channel `clinic_features` as `c<id>`, and every instance forgets that
-- clinic's switches before its next request. Every column is covered, not just today's switches:
-- a clinic changes rarely, and a column added later cannot be forgotten here.
CREATE FUNCTION "clinic_features_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clinic_features', 'c' || OLD."id");
  IF TG_OP = 'UPDATE' AND NEW."id" IS DISTINCT FROM OLD."id" THEN
    PERFORM pg_notify('clinic_features', 'c' || NEW."id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "clinics_clinic_features" AFTER UPDATE OR DELETE ON "clinics"
  FOR EACH ROW EXECUTE FUNCTION "clinic_features_notify"();
