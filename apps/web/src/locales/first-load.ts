/**
 * What the signed-out landing/login page translates (its layout, form, server errors and
 * validation messages): its first load holds these namespaces only, the rest loads on leaving it
 * (first-load.test.ts checks the modules the login page loads use no other namespace).
 */
export const firstLoadNamespaces: readonly string[] = [
  'common',
  'shell',
  'auth',
  'landing',
  'notFound',
  'errors',
  'validation',
];
