-- Issue 27 (round 2, Google Ads gaps): a YOUTUBE creative names the video on the advertiser's
-- connected YouTube channel that its Demand Gen ad plays (YouTube video id, 11 characters on
-- YouTube). Null until chosen: publishing such a campaign is refused with YOUTUBE_VIDEO_REQUIRED.
ALTER TABLE creatives ADD COLUMN youtube_video_id text;
