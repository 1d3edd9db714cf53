import { zipcodeSchema } from '@verba/domain';
import type { Deps } from '../deps';
import { fail } from '../errors';
import { stateOfZipcode } from './cep-ranges';
import { zipcodeServiceFor } from './zipcode-service';
import type { ZipcodeAddress } from './zipcode-provider';

/**
 * `GET addresses/zipcode`: false for an empty zipcode (no lookup at all), 422 ZIPCODE_INVALID for
 * a malformed CEP or one outside every state's range, otherwise the address from the chain.
 */
export async function lookupZipcode({ deps, zipcode }: { deps: Deps; zipcode: string | undefined }): Promise<ZipcodeAddress | false> {
  if (!zipcode || zipcode.trim() === '') return false;
  const parsed = zipcodeSchema.safeParse(zipcode);
  if (!parsed.success || !stateOfZipcode(parsed.data)) throw fail('ZIPCODE_INVALID');
  return zipcodeServiceFor(deps).lookup(parsed.data);
}
