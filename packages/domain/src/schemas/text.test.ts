import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { multilineText, text } from './text';
import { addressSchema, emailSchema, personNameSchema } from './common';
import { inviteUserSchema, listUsersQuerySchema } from './users';
import { registerSchema } from './auth';
import { advertiserAddressSchema, listAdvertisersQuerySchema } from './advertisers';

const issues = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('text building blocks', () => {
  const controls = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0080', '\u009f', '\t', '\n', '\r'];

  it('refuses C0, DEL and C1 control characters on one line', () => {
    for (const c of controls)
      expect(issues(text(), `a${c}b`), JSON.stringify(c)).toEqual(['validation:control_characters']);
    expect(issues(text(), 'Ação – “ok” 😀 ação')).toEqual([]);
  });

  it('allows tab and newlines where several lines are allowed', () => {
    expect(issues(multilineText(), 'line 1\r\nline\t2\n')).toEqual([]);
    for (const c of ['\u0000', '\u001b', '\u007f', '\u0085'])
      expect(issues(multilineText(), `a${c}b`)).toEqual(['validation:control_characters']);
  });

  it('guards every string field of the shared schemas', () => {
    expect(issues(emailSchema, 'a\u0000@example.com')).toContain('validation:control_characters');
    expect(issues(listUsersQuerySchema, { search: 'ana\u0000' })).toContain('validation:control_characters');
    expect(issues(addressSchema.shape.street, 'Rua\u0000 A')).toContain('validation:control_characters');
    expect(issues(advertiserAddressSchema.shape.city, 'Rio\u0000')).toContain(
      'validation:control_characters',
    );
    expect(issues(listAdvertisersQuerySchema, { search: '\u0000' })).toContain(
      'validation:control_characters',
    );
    expect(issues(registerSchema, { referral_code: 'X\u0000' })).toContain('validation:control_characters');
  });
});

describe('personNameSchema', () => {
  it("accepts letters of any script, spaces and . ' -", () => {
    for (const name of [
      'Ana Souza',
      "D'Ávila",
      'J. R. R. Tolkien',
      'Jean-Luc Picard',
      'Łukasz Żółć',
      '山田 太郎',
      'Мария',
      'Ñandú',
    ])
      expect(issues(personNameSchema, name), name).toEqual([]);
  });

  it('refuses digits, symbols, markup and links with a translated message', () => {
    for (const name of [
      'Ana 2',
      '<b>Ana</b>',
      'Ana @ Souza',
      'https://evil.example',
      'Ana: click',
      'Ana_Souza',
      'Ana\u202eSouza',
    ])
      expect(issues(personNameSchema, name), name).toContain('validation:person_name');
  });

  it('is the name of users invited and registered', () => {
    expect(
      issues(inviteUserSchema, { name: 'Free R$ 1000 at http://x', email: 'a@example.com', role_id: 3 }),
    ).toContain('validation:person_name');
    expect(issues(registerSchema, { name: 'Ana<script>' })).toContain('validation:person_name');
  });
});
