-- Issue 28 (Meta Ads in the wizard): a META_ADS campaign's own fields, as the wizard saves them and
-- the server validated them (packages/domain/src/campaigns/meta-ads.ts metaSettingsSchema):
-- {placements: null (automatic) | ["facebook_feed", …], page_id, instagram_user_id, primary_text,
--  headline, call_to_action}. Null for every other channel and for META_ADS campaigns saved before
-- this migration (the connector then uses the advertiser's connected Page, the creative's texts,
-- LEARN_MORE and automatic placements).
ALTER TABLE campaigns ADD COLUMN meta_settings jsonb;

-- Issue 28 (Meta Conversions API): what the pixel recorded with each hit. `consent` is the visitor's
-- answer the advertiser's site passed with the hit (`cs`): 'granted', 'denied', or null (not asked:
-- treated as not granted). Contact data for matching is kept only with consent, and only as the
-- SHA-256 of its normalised form (Meta's Customer Information Parameters): never the e-mail or phone
-- itself. The client address is still never stored. `meta_sent_at`: when the event reached Meta's Conversions API (sent once).
ALTER TABLE pixel_events ADD COLUMN consent text CHECK (consent IN ('granted', 'denied'));
ALTER TABLE pixel_events ADD COLUMN email_sha256 text;
ALTER TABLE pixel_events ADD COLUMN phone_sha256 text;
-- The browser's User-Agent (Meta requires client_user_agent for website events), only with consent.
ALTER TABLE pixel_events ADD COLUMN user_agent text;
ALTER TABLE pixel_events ADD COLUMN meta_sent_at timestamptz;
CREATE INDEX pixel_events_meta_pending ON pixel_events (group_id, occurred_at)
  WHERE consent = 'granted' AND meta_sent_at IS NULL;
