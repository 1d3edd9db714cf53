-- Issue 28 (Meta Ads in the wizard): a META_ADS campaign's own fields, as the wizard saves them and
-- the server validated them (packages/domain/src/campaigns/meta-ads.ts metaSettingsSchema):
-- {placements: null (automatic) | ["facebook_feed", …], page_id, instagram_user_id, primary_text,
--  headline, call_to_action}. Null for every other channel and for META_ADS campaigns saved before
-- this migration (the connector then uses the advertiser's connected Page, the creative's texts,
-- LEARN_MORE and automatic placements).
ALTER TABLE campaigns ADD COLUMN meta_settings jsonb;
