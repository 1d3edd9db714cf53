/** Durable job kinds of e-mailed and scheduled reports (handlers in ../../jobs/handlers.ts). */
export const reportEmailJob = 'reports.email-export';
/** Every few minutes: due schedules become e-mailed reports; expired exports are pruned (started by migration 0066). */
export const reportScheduleTickJob = 'reports.schedule-tick';
