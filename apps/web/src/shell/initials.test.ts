import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last names', () => expect(initialsOf('Ana Maria Souza')).toBe('AS'));
  it('takes one letter of a single name', () => expect(initialsOf('  joão ')).toBe('J'));
  it('is empty for an empty name', () => expect(initialsOf('')).toBe(''));
});
