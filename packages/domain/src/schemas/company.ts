import { z } from '../zod';
import { addressSchema, documentSchema, nameSchema, phoneSchema } from './common';

export const updateCompanySchema = z.object({
  legal_name: nameSchema,
  trade_name: nameSchema,
  document: documentSchema,
  phone: phoneSchema,
  address: addressSchema,
});
export type UpdateCompanyInput = z.output<typeof updateCompanySchema>;
