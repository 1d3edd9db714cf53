/** Durable job kinds of delivery spend (handlers in ../../jobs/handlers.ts). */
export const postSpendJob = 'delivery.post-spend';
