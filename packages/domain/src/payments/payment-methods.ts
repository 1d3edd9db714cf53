/** How a payment order is paid (zod-free, so the SPA's URL validators stay out of zod). */
export const paymentMethods = ['CREDIT_CARD', 'BOLETO', 'PIX', 'PAYPAL', 'DEPOSIT'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
