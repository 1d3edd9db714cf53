-- Issue 28 (Spotify): an AUDIO creative's companion image, the 640×640 JPEG/PNG Spotify shows in the
-- app while the audio plays (Ad Studio creative specs). A second file of the advertiser's, checked at
-- save (kind image, 640×640, JPEG or PNG). Null for every other format, and for AUDIO creatives made
-- before this migration (their campaigns are refused at publish until one is chosen).
ALTER TABLE creatives ADD COLUMN companion_asset_id uuid REFERENCES creative_assets(id);
CREATE INDEX creatives_companion_asset ON creatives (companion_asset_id) WHERE companion_asset_id IS NOT NULL;
