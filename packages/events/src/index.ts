export type { DeliveryTotals, EventStore, MinuteSpend } from './event-store';
