import type { JobHandler } from './worker';
import { sendEmail } from '../mail/send-email';
import { sendPasswordReset, sendPasswordResetJobKind } from '../auth/send-password-reset';
import { deliverSandboxWebhook } from '../payment-orders/deliver-sandbox-webhook';
import { expireOrder } from '../payment-orders/expire-order';
import { expireOrderJob } from '../payment-orders/schedule-order-expiry';
import { sendPayout, sendPayoutJobKind } from '../withdrawals/send-payout';
import { invoiceIssueJob, invoiceScheduleJob } from '../invoices/jobs';
import { issueInvoice } from '../invoices/issue-invoice';
import { scheduleInvoices } from '../invoices/schedule-invoices';
import { releaseOrderCashback, releaseOrderCashbackJob } from '../payment-orders/release-order-cashback';
import { cleanupCreativeFiles } from '../creatives/cleanup/cleanup-creative-files';
import { creativeFileCleanupJob } from '../creatives/cleanup/jobs';
import { campaignAutoReviewJob, campaignSweepJob } from '../campaigns/review/jobs';
import { runCampaignAutoReview } from '../campaigns/review/auto-review-campaign';
import { runCampaignSweep } from '../campaigns/review/run-campaign-sweep';
import { creativeAutoReviewJob, runCreativeAutoReview } from '../creatives/auto-review-creative';
import { pixelAutoReviewJob, runPixelAutoReview } from '../pixels/auto-review-pixel-group';
import { postSpendJob } from '../delivery/spend/jobs';
import { runSpendPoster } from '../delivery/spend/run-spend-poster';
import { pruneFinishedJobsJob, runJobPruning } from './run-job-pruning';
import { channelPushJob, channelReleaseJob, channelSyncStateJob } from '../channels/lifecycle/jobs';
import { runChannelPush } from '../channels/lifecycle/push-channel-campaign';
import { runChannelSyncState } from '../channels/lifecycle/sync-channel-state';
import { runChannelRelease } from '../channels/lifecycle/release-undeliverable-campaigns';
import { channelSyncJob } from '../channels/sync/jobs';
import { runChannelSync } from '../channels/sync/run-channel-sync';
import { connectedSyncJob, runConnectedSync } from '../channels/connected/sync-connected-accounts';
import { reportEmailJob, reportScheduleTickJob } from '../reports/export/jobs';
import { runReportEmail } from '../reports/export/run-report-email';
import { runReportSchedules } from '../reports/export/run-report-schedules';
import { alertsDeliverJob, alertsEvaluateJob } from '../alerts/jobs';
import { runAlertEvaluation } from '../alerts/evaluate-alerts';
import { deliverNotification } from '../alerts/deliver-notification';

/** Every durable job kind and its handler. Add yours here. */
export const jobHandlers: Record<string, JobHandler> = {
  'email.send': sendEmail,
  [sendPasswordResetJobKind]: sendPasswordReset,
  'payments.sandbox-webhook': deliverSandboxWebhook,
  [expireOrderJob]: expireOrder,
  [sendPayoutJobKind]: sendPayout,
  [invoiceScheduleJob]: scheduleInvoices,
  [invoiceIssueJob]: issueInvoice,
  [releaseOrderCashbackJob]: releaseOrderCashback,
  [creativeFileCleanupJob]: cleanupCreativeFiles,
  [campaignSweepJob]: runCampaignSweep,
  [campaignAutoReviewJob]: runCampaignAutoReview,
  [creativeAutoReviewJob]: runCreativeAutoReview,
  [pixelAutoReviewJob]: runPixelAutoReview,
  [postSpendJob]: runSpendPoster,
  [channelSyncJob]: runChannelSync,
  [pruneFinishedJobsJob]: runJobPruning,
  [channelPushJob]: runChannelPush,
  [channelSyncStateJob]: runChannelSyncState,
  [channelReleaseJob]: runChannelRelease,
  [connectedSyncJob]: runConnectedSync,
  [reportEmailJob]: runReportEmail,
  [reportScheduleTickJob]: runReportSchedules,
  [alertsEvaluateJob]: runAlertEvaluation,
  [alertsDeliverJob]: deliverNotification,
};
