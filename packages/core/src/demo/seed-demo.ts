import type { Deps } from '../deps';

/**
 * Demo data for `npm start` (DEMO_DATA): idempotent. The foundation issue fills in the demo
 * agency, one user per role and a staff user; later issues add advertisers and campaigns.
 */
export async function seedDemo(_options: { deps: Deps }): Promise<void> {}
