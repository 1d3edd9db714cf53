import { loginSchema } from '@verba/domain/schemas/auth';
import { checkWithSchema } from '../../forms/schema-errors';
import type { LoginValues } from './use-login-form';

/** Loaded on first use (see use-login-form.ts): zod and the domain schemas stay off the login page's first load. */
export const checkLogin = (values: LoginValues) => checkWithSchema(loginSchema, values);
