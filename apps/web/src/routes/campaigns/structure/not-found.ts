import { ApiError } from '../../../api/client';

/** A group or strategy id the loaded campaign does not hold: shown as the API's 404 would be. */
export const notFound = new ApiError(404, 'NOT_FOUND', '');
