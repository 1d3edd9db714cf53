import { randomBytes } from 'node:crypto';

/** The id of the public payment page: 128 random bits, base64url (22 characters). */
export const newPaymentPublicId = () => randomBytes(16).toString('base64url');

export const isPaymentPublicId = (value: string) => /^[A-Za-z0-9_-]{22}$/.test(value);
