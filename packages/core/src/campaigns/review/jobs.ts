/** Durable job kinds of campaign review and life cycle (handlers in ../../jobs/handlers.ts). */
export const campaignSweepJob = 'campaigns.sweep';
export const campaignAutoReviewJob = 'campaigns.auto-review';
