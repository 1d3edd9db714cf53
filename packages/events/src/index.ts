export type {
  BidderMinuteStats,
  DeliveryTotals,
  EventStore,
  MinuteDelivery,
  MinuteSpend,
  Touch,
} from './event-store';
