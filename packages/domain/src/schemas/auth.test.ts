import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth';

describe('registerSchema', () => {
  it('reports a mismatched e-mail confirmation together with every other error, not after them', () => {
    const result = registerSchema.safeParse({
      name: 'Ana',
      email: 'ana@example.com',
      email_confirmation: 'ana@exemplo.com',
      password: '',
      company_name: '',
      company_document: '123',
      accept_terms: false,
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'email_confirmation',
        'password',
        'company_name',
        'company_document',
        'accept_terms',
      ]),
    );
    expect(result.error!.issues.find((i) => i.path[0] === 'email_confirmation')?.message).toBe(
      'validation:email_confirmation',
    );
  });
});
