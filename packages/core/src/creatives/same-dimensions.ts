import type { CreativeAssetRow } from '@verba/db';
import { fileTypeNames, type CreativeAssetKind } from '@verba/domain';
import { fail } from '../errors';

/**
 * Spec §5: the replacement of a creative's file must have the current file's dimensions (and, to
 * be a replacement at all, its kind).
 */
export function assertSameDimensions(
  current: Pick<CreativeAssetRow, 'kind' | 'width' | 'height'>,
  next: { kind: CreativeAssetKind; width: number | null; height: number | null },
): void {
  if (current.kind !== next.kind)
    throw fail('INVALID_FILE_TYPE', undefined, { expected: fileTypeNames[current.kind] });
  if (current.width !== next.width || current.height !== next.height)
    throw fail('CREATIVE_ASSET_INVALID_IMAGE_DIMENSIONS', undefined, {
      width: next.width,
      height: next.height,
      expected: `${current.width}x${current.height}`,
    });
}
