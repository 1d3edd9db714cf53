import type { RoleSlug } from '@verba/domain';

/** The shared password of every demo user (`npm start` with DEMO_DATA). */
export const demoPassword = 'verba-demo-2026';

export interface DemoCredential {
  email: string;
  password: string;
  name: string;
  role: RoleSlug;
  isStaff: boolean;
  /** Which demo company the user belongs to. */
  company: 'agency' | 'platform';
}

/** The demo sign-ins, quoted in the README and printed in the log at startup. */
export const demoCredentials: readonly DemoCredential[] = [
  {
    email: 'admin@verba.demo',
    password: demoPassword,
    name: 'Ana Administradora',
    role: 'manager',
    isStaff: false,
    company: 'agency',
  },
  {
    email: 'gestor@verba.demo',
    password: demoPassword,
    name: 'Gustavo Gestor',
    role: 'user_manager',
    isStaff: false,
    company: 'agency',
  },
  {
    email: 'usuario@verba.demo',
    password: demoPassword,
    name: 'Úrsula Usuária',
    role: 'user',
    isStaff: false,
    company: 'agency',
  },
  {
    email: 'staff@verba.demo',
    password: demoPassword,
    name: 'Sérgio Staff',
    role: 'manager',
    isStaff: true,
    company: 'platform',
  },
];
