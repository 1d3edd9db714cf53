/** Durable job kinds of alerts (handlers in ../jobs/handlers.ts). */
export const alertsEvaluateJob = 'alerts.evaluate';
/** One e-mail or WhatsApp message of a notification (retried with backoff; WhatsApp falls back to e-mail). */
export const alertsDeliverJob = 'alerts.deliver';
/** WhatsApp send attempts before the message falls back to e-mail. */
export const whatsappMaxAttempts = 4;
