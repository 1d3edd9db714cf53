-- Handling a managed-campaign request (DESIGN §7) sets up its MANUAL campaign as a draft in the
-- client's account; the request points at it.
ALTER TABLE campaign_requests ADD COLUMN campaign_id uuid REFERENCES campaigns(id);
