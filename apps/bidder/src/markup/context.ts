import type { LiveCreative } from '@verba/domain/delivery/contracts';
import type { TrackingKey } from '../tracking/token';

/** What every markup builder needs for one bid. */
export interface MarkupContext {
  creative: LiveCreative;
  /** The bid's signed tracking token (signTrackingToken). */
  token: string;
  /** Where the tracking routes are served (APP_URL in embedded mode). */
  trackingBaseUrl: string;
  /** Signs the click target (the newest tracking key). */
  key: TrackingKey;
  /** The imp requires https (OpenRTB `imp.secure`). */
  secure: boolean;
}
