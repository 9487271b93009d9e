-- Hand-written (B50): a provider's office names its city and state beside its name and address.
-- Offices stay a JSON list on the profile; older entries get both as empty text, so every reader
-- sees the same shape (the admin form then asks for them, the profile shows what is there).
UPDATE "provider_profiles" SET "offices" = (
	SELECT coalesce(jsonb_agg(
		jsonb_build_object('city', '', 'state', '') || o
		ORDER BY n
	), '[]'::jsonb)
	FROM jsonb_array_elements("offices") WITH ORDINALITY AS e(o, n)
)
WHERE jsonb_typeof("offices") = 'array' AND "offices" <> '[]'::jsonb;
