import { bigint, boolean, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migrations/0070_alerts.sql (docs/alerts.md). */
export const alertRules = pgTable('alert_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  createdBy: uuid('created_by'),
  name: text('name').notNull(),
  scopeType: text('scope_type', { enum: ['company', 'advertiser', 'campaign', 'group', 'strategy'] }).notNull(),
  scopeId: uuid('scope_id'),
  metric: text('metric', { enum: ['spend', 'impressions', 'clicks', 'conversions', 'ctr', 'cpc', 'cpa', 'cpm'] }).notNull(),
  comparison: text('comparison', { enum: ['gt', 'gte', 'lt', 'lte'] }).notNull(),
  threshold: numeric('threshold').notNull(),
  windowMinutes: integer('window_minutes').notNull(),
  minSpendMicros: bigint('min_spend_micros', { mode: 'bigint' }).notNull().default(0n),
  cooldownMinutes: integer('cooldown_minutes').notNull().default(60),
  severity: text('severity', { enum: ['info', 'warning', 'critical'] }).notNull().default('warning'),
  action: jsonb('action').$type<{ type: 'pause' } | { type: 'lower_budget'; percent: number; min_budget: string }>(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});
export type AlertRuleRow = typeof alertRules.$inferSelect;

export const alertStates = pgTable('alert_states', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  alertType: text('alert_type').notNull(),
  ruleKey: text('rule_key').notNull().default(''),
  objectType: text('object_type').notNull(),
  objectId: text('object_id').notNull(),
  state: text('state', { enum: ['ok', 'firing', 'resolved'] }).notNull().default('ok'),
  severity: text('severity').notNull().default('warning'),
  value: numeric('value'),
  params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
  firedAt: ts('fired_at'),
  resolvedAt: ts('resolved_at'),
  notifiedAt: ts('notified_at'),
  firings: integer('firings').notNull().default(0),
  evaluatedAt: ts('evaluated_at').notNull().defaultNow(),
});
export type AlertStateRow = typeof alertStates.$inferSelect;

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  userId: uuid('user_id').notNull(),
  alertStateId: uuid('alert_state_id'),
  alertType: text('alert_type').notNull(),
  kind: text('kind', { enum: ['firing', 'resolved', 'digest'] }).notNull().default('firing'),
  severity: text('severity').notNull().default('warning'),
  params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
  link: text('link'),
  dedupeKey: text('dedupe_key').notNull(),
  readAt: ts('read_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type NotificationRow = typeof notifications.$inferSelect;

export const notificationDeliveries = pgTable('notification_deliveries', {
  id: uuid('id').primaryKey().defaultRandom(),
  notificationId: uuid('notification_id').notNull(),
  userId: uuid('user_id').notNull(),
  channel: text('channel', { enum: ['email', 'whatsapp'] }).notNull(),
  status: text('status', { enum: ['pending', 'sent', 'delivered', 'read', 'failed', 'fell_back', 'skipped'] })
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  providerMessageId: text('provider_message_id'),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const alertPreferences = pgTable(
  'alert_preferences',
  {
    userId: uuid('user_id').notNull(),
    alertType: text('alert_type').notNull(),
    channel: text('channel', { enum: ['in_app', 'email', 'whatsapp'] }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.alertType, t.channel] })],
);

export const userAlertSettings = pgTable('user_alert_settings', {
  userId: uuid('user_id').primaryKey(),
  quietStart: smallint('quiet_start'),
  quietEnd: smallint('quiet_end'),
  whatsappNumber: text('whatsapp_number'),
  whatsappCodeHash: text('whatsapp_code_hash'),
  whatsappCodeExpiresAt: ts('whatsapp_code_expires_at'),
  whatsappVerifiedAt: ts('whatsapp_verified_at'),
  whatsappOptedInAt: ts('whatsapp_opted_in_at'),
  whatsappOptedOutAt: ts('whatsapp_opted_out_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type UserAlertSettingsRow = typeof userAlertSettings.$inferSelect;

export const whatsappConsents = pgTable('whatsapp_consents', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id'),
  phone: text('phone').notNull(),
  action: text('action', { enum: ['opt_in', 'opt_out'] }).notNull(),
  wording: text('wording').notNull(),
  source: text('source').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sandboxWhatsappCalls = pgTable('sandbox_whatsapp_calls', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  method: text('method').notNull(),
  path: text('path').notNull(),
  request: jsonb('request').$type<unknown>(),
  status: integer('status').notNull(),
  response: jsonb('response').$type<unknown>(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
