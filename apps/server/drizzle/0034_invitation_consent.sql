-- Issue 19 path 1: a family member added under an existing account waits for the account holder's
-- consent. The request is an invitation of kind FAMILY whose row holds the typed details until the
-- holder accepts (then they move into the member's own account and are cleared here) or the link
-- expires (a job clears them then). No route reads this column.
ALTER TABLE "invitations" ADD COLUMN "family_member" jsonb;--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_kind_check";--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_kind_check" CHECK ("invitations"."kind" in ('PATIENT','PROVIDER','JOIN','FAMILY'));--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_family_member_check" CHECK ("invitations"."kind" = 'FAMILY' or "invitations"."family_member" is null);
