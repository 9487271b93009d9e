-- Sign-up extras kept so far on the invitation move into the profile columns the screens read.
UPDATE "patient_profiles" AS p
SET "emergency_contact" = (i."signup_data"->'emergencyContact') || '{"address": ""}'::jsonb
FROM "invitations" AS i
WHERE i."user_id" = p."user_id" AND i."kind" = 'PATIENT' AND p."emergency_contact" IS NULL
	AND jsonb_typeof(i."signup_data"->'emergencyContact') = 'object';--> statement-breakpoint
UPDATE "patient_profiles" AS p
SET "medicine_info" = '{"height": null, "weight": null}'::jsonb || (i."signup_data"->'medicineInfo')
FROM "invitations" AS i
WHERE i."user_id" = p."user_id" AND i."kind" = 'PATIENT' AND p."medicine_info" IS NULL
	AND jsonb_typeof(i."signup_data"->'medicineInfo') = 'object';--> statement-breakpoint
UPDATE "provider_profiles" AS p
SET "offices" = i."signup_data"->'offices',
	"insurances" = COALESCE(i."signup_data"->'insurances', '[]'::jsonb),
	"hospital_affiliations" = COALESCE(i."signup_data"->'hospitalAffiliations', '[]'::jsonb),
	"recommendation" = COALESCE(i."signup_data"->>'recommendation', '')
FROM "invitations" AS i
WHERE i."user_id" = p."user_id" AND i."kind" = 'PROVIDER' AND p."offices" = '[]'::jsonb
	AND jsonb_typeof(i."signup_data"->'offices') = 'array';--> statement-breakpoint
ALTER TABLE "invitations" DROP COLUMN "signup_data";
