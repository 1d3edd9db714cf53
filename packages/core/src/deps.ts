import type { Logger } from 'pino';
import type { Db } from '@verba/db';
import type { ChannelPlatform } from '@verba/domain';
import type { EventStore } from '@verba/events';
import type { ChannelConnector } from './channels/connector';
import type { Config } from './config';
import type { DeliveryDiagnostics } from './delivery/read/diagnostics';

/** What every use case may use. Passed down explicitly; nothing reads globals. */
export interface Deps {
  db: Db;
  config: Config;
  logger: Logger;
  /** The current time; tests move it to check expiries. */
  now: () => Date;
  /** The delivery event store (ClickHouse/chDB); absent where a process does not deliver (some tests). */
  events?: EventStore;
  /** The bidders' recent no-bid reasons per strategy, where a bidder runs (the delivery pages). */
  deliveryDiagnostics?: DeliveryDiagnostics;
  /**
   * Connectors that take the place of the registry's factories (tests only: a recording
   * connector, or null for a platform not live; see channels/registry.ts). Never set by the app.
   */
  channelConnectors?: Partial<Record<ChannelPlatform, ChannelConnector | null>>;
  /** Tests only: the rows of exports in place of the report engine (reports/export/open-report-stream.ts). */
  reportStreams?: import('./reports/export/open-report-stream').OpenReportStream;
}

/** Who acts: the authenticated user and, while impersonating, the staff member behind them. */
export interface Actor {
  userId: string;
  companyId: string;
  role: import('@verba/domain').RoleSlug;
  isStaff: boolean;
  tokenId: string;
  impersonatorUserId: string | null;
  language: import('@verba/domain').Language;
  ip?: string | undefined;
  /**
   * Set when the action runs through the assistant (issue 30) or an alert rule's action (issue 31):
   * audit rows record `via`.
   */
  via?: 'assistant' | 'alert_rule' | undefined;
}
