-- "Part of" searches of one or two characters: a trigram index has no trigram to look them up
-- by. search_grams(text) answers every character and every pair of neighbouring characters of
-- the lower-cased text; a GIN index over it finds the rows that contain a short term, and
-- `search_grams(column) @> array[lower(term)]` is true exactly when `column ilike '%term%'` is,
-- for a term of one or two characters. The indexes are not partial, so ANALYZE keeps statistics
-- of the grams and the planner can tell a rare term (look it up) from a common one (walk the
-- list's order and stop after the page).
CREATE FUNCTION search_grams(value text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  lowered text := lower(value);
  grams text[] := string_to_array(lowered, NULL);
BEGIN
  FOR i IN 1 .. length(lowered) - 1 LOOP
    grams := grams || substr(lowered, i, 2);
  END LOOP;
  RETURN grams;
END
$$;--> statement-breakpoint
CREATE INDEX "sys_user_account_grams_idx" ON "sys_user" USING gin (search_grams("account"));--> statement-breakpoint
CREATE INDEX "sys_user_username_grams_idx" ON "sys_user" USING gin (search_grams("username"));--> statement-breakpoint
CREATE INDEX "sys_user_mobile_grams_idx" ON "sys_user" USING gin (search_grams("mobile"));--> statement-breakpoint
CREATE INDEX "sys_stored_file_key_grams_idx" ON "sys_stored_file" USING gin (search_grams("file_key"));
