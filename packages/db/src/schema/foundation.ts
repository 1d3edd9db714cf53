import {
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
});

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['agency', 'advertiser'] })
    .notNull()
    .default('agency'),
  legalName: text('legal_name').notNull(),
  tradeName: text('trade_name').notNull(),
  document: text('document').notNull(),
  documentType: text('document_type', { enum: ['CPF', 'CNPJ'] }).notNull(),
  phone: text('phone').notNull().default(''),
  zipcode: text('zipcode').notNull().default(''),
  street: text('street').notNull().default(''),
  number: text('number').notNull().default(''),
  complement: text('complement').notNull().default(''),
  neighborhood: text('neighborhood').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  bonusBasisPoints: integer('bonus_basis_points').notNull().default(500),
  referralCode: text('referral_code').notNull(),
  referredByCode: text('referred_by_code'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  roleId: integer('role_id').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  passwordHash: text('password_hash'),
  isActive: boolean('is_active').notNull().default(true),
  isStaff: boolean('is_staff').notNull().default(false),
  language: text('language', { enum: ['pt_BR', 'en', 'es'] })
    .notNull()
    .default('pt_BR'),
  use2fa: boolean('use_2fa').notNull().default(false),
  emailsEnabled: boolean('emails_enabled').notNull().default(true),
  whatsappEnabled: boolean('whatsapp_enabled').notNull().default(false),
  isEmailVerified: boolean('is_email_verified').notNull().default(false),
  /** An invitation to another company's account's address: shown pending, never accepted (0015). */
  invitationBlocked: boolean('invitation_blocked').notNull().default(false),
  /** An e-mail change waiting for its link from the new address (0020); see users/email-change.ts. */
  pendingEmail: text('pending_email'),
  pendingEmailTokenHash: text('pending_email_token_hash'),
  pendingEmailExpiresAt: ts('pending_email_expires_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});

export const accessTokens = pgTable('access_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  kind: text('kind', { enum: ['session', 'impersonation'] })
    .notNull()
    .default('session'),
  impersonatorUserId: uuid('impersonator_user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastUsedAt: ts('last_used_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
});

export const oneTimeCodes = pgTable('one_time_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  purpose: text('purpose', {
    enum: ['email_verification', 'two_factor', 'password_reset', 'password_create'],
  }).notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  consumedAt: ts('consumed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The second step of a 2FA sign-in, opened by its password step (migration 0014). */
export const twoFactorChallenges = pgTable('two_factor_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  challengeHash: text('challenge_hash').notNull(),
  codeHash: text('code_hash').notNull(),
  resends: integer('resends').notNull().default(0),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  consumedAt: ts('consumed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A staff member's single-use permission to start impersonating one user (migration 0014). */
export const impersonationGrants = pgTable('impersonation_grants', {
  id: uuid('id').primaryKey().defaultRandom(),
  grantHash: text('grant_hash').notNull(),
  staffUserId: uuid('staff_user_id').notNull(),
  targetUserId: uuid('target_user_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
  redeemedAt: ts('redeemed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  companyId: uuid('company_id'),
  actorUserId: uuid('actor_user_id'),
  impersonatorUserId: uuid('impersonator_user_id'),
  action: text('action').notNull(),
  targetType: text('target_type'),
  targetId: text('target_id'),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  ip: text('ip'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toEmail: text('to_email').notNull(),
  template: text('template').notNull(),
  language: text('language').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  status: text('status', { enum: ['pending', 'sent', 'failed'] })
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
});

export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
    .notNull()
    .default('pending'),
  runAt: ts('run_at').notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(8),
  lockedUntil: ts('locked_until'),
  lastError: text('last_error'),
  dedupeKey: text('dedupe_key'),
  createdAt: ts('created_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
