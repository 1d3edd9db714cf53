-- Issue 27: a YOUTUBE creative has its own description (the `body` column, ≤ 90 characters, what
-- Google's Demand Gen video ad shows as its description). Until now the headline was sent as the
-- description; the creatives saved before this keep exactly that, now as an editable description.
UPDATE creatives SET body = headline WHERE format = 'YOUTUBE' AND body IS NULL AND headline IS NOT NULL;
