import { z } from 'zod';

/**
 * Every default zod message becomes an i18n key, so the server and the SPA translate the same
 * issue the same way (see validation/issue-message.ts). Custom messages in schemas are keys too.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null
          ? 'validation:required'
          : 'validation:invalid';
      case 'too_small':
        if (issue.origin === 'string')
          return issue.minimum === 1 ? 'validation:required' : 'validation:min_length';
        if (issue.origin === 'array') return 'validation:min_items';
        return 'validation:min_value';
      case 'too_big':
        if (issue.origin === 'string') return 'validation:max_length';
        if (issue.origin === 'array') return 'validation:max_items';
        return 'validation:max_value';
      case 'invalid_format':
        return issue.format === 'email' ? 'validation:email' : 'validation:invalid';
      case 'invalid_value':
        return 'validation:invalid_option';
      default:
        return 'validation:invalid';
    }
  },
});

export { z };
