import type { Logger } from 'pino';
import type { Db } from '@verba/db';
import { ConfigError, type Config } from '@verba/core/config';
import type { BidderPorts } from './ports';

/**
 * The real pieces behind the bidder's ports (see COMPOSE.md): the OpenRTB parser, targeting
 * index and pricing (packages/domain/src/delivery), markup and tracking tokens
 * (apps/bidder/src/markup, tracking), the banker and pacer (budget, pacing, core leases) and the
 * event store (@verba/events). They are built alongside this module and composed here when the
 * branches are merged; until then the standalone process refuses to start with this message.
 */
export function composeBidderPorts(_input: { config: Config; db: Db; logger: Logger }): Promise<BidderPorts> {
  return Promise.reject(
    new ConfigError(
      'the bidder process is not composed with its delivery pieces yet (apps/bidder/src/server/COMPOSE.md).',
    ),
  );
}
