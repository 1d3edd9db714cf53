import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { uploadErrorMessage } from './upload-error';

describe('uploadErrorMessage', () => {
  it('shows the server message of a spec code', () => {
    const error = new ApiError(422, 'CREATIVE_ASSET_CORRUPTED_FILE', ['Arquivo corrompido.']);
    expect(uploadErrorMessage(error)).toBe('Arquivo corrompido.');
  });

  it('shows the message of another explained 4xx', () => {
    expect(uploadErrorMessage(new ApiError(404, 'NOT_FOUND', 'Não encontrado.'))).toBe('Não encontrado.');
  });

  it('leaves network failures, 5xx and unknown throws to the default click-to-retry', () => {
    expect(uploadErrorMessage(new ApiError(0, undefined, 'x'))).toBeNull();
    expect(uploadErrorMessage(new ApiError(500, 'INTERNAL', 'x'))).toBeNull();
    expect(uploadErrorMessage(new Error('boom'))).toBeNull();
  });
});
