import type { SupportStatus, SupportTopic } from '@verba/domain';

export const supportTopicKeys: Record<SupportTopic, string> = {
  account: 'support:topics.account',
  advertisers: 'support:topics.advertisers',
  payments: 'support:topics.payments',
  cashback_withdrawals: 'support:topics.cashback_withdrawals',
  invoices: 'support:topics.invoices',
  creatives: 'support:topics.creatives',
  pixels: 'support:topics.pixels',
  audiences: 'support:topics.audiences',
  campaigns: 'support:topics.campaigns',
  reports: 'support:topics.reports',
  alerts: 'support:topics.alerts',
  users: 'support:topics.users',
  other: 'support:topics.other',
};

export const supportStatusKeys: Record<SupportStatus, string> = {
  open: 'support:statuses.open',
  in_progress: 'support:statuses.in_progress',
  waiting_user: 'support:statuses.waiting_user',
  closed: 'support:statuses.closed',
};

export const supportStatusColors: Record<SupportStatus, string> = {
  open: 'blue',
  in_progress: 'violet',
  waiting_user: 'orange',
  closed: 'gray',
};
