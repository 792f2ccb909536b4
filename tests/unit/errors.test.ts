import { describe, expect, it } from 'vitest';
import { ApiError, catalogueMessage, contractError, httpError, isAbort, networkError, toApiError } from '../../src/api/errors';

describe('catalogueMessage (specification section 8)', () => {
  it.each([
    [403, 'Forbidden Action'],
    [500, 'Internal Server Error'],
    [412, 'Cannot generate the report since maximum record limit 500 was exceeded'],
  ])('shows the fixed text for %i, whatever the server says', (status, text) => {
    expect(catalogueMessage(status, { message: 'stack trace from the server' }, 'listBanks')).toBe(text);
  });

  it.each([400, 409])('shows the server message for %i', (status) => {
    expect(catalogueMessage(status, { message: 'Bank code 7010 already exists' }, 'createBank')).toBe('Bank code 7010 already exists');
  });

  it('reads the message from a 406 error body (the report blob parsed as JSON)', () => {
    expect(catalogueMessage(406, { message: 'No records for the selected period' }, 'downloadRemittanceReport')).toBe(
      'No records for the selected period',
    );
    expect(catalogueMessage(406, {}, 'downloadRemittanceReport')).toBe('The request was refused (HTTP 406, downloadRemittanceReport)');
  });

  it('accepts a plain-text server message but never an HTML error page', () => {
    expect(catalogueMessage(409, '  Locator LOC-1 already exists  ', 'createBankLocator')).toBe('Locator LOC-1 already exists');
    expect(catalogueMessage(400, '<html><body>Bad Request</body></html>', 'createBank')).toBe(
      'The request was refused (HTTP 400, createBank)',
    );
  });

  it('names the status and operation when a 400/409 carries no message', () => {
    expect(catalogueMessage(409, {}, 'createBank')).toBe('The request was refused (HTTP 409, createBank)');
    expect(catalogueMessage(400, { message: '   ' }, 'updateBank')).toBe('The request was refused (HTTP 400, updateBank)');
  });

  it('asks to sign in again on 401', () => {
    expect(catalogueMessage(401, { message: 'jwt expired' }, 'listBanks')).toBe('Your session has expired. Please sign in again.');
  });

  it('falls back to the server message, then to a generic text, for other statuses', () => {
    expect(catalogueMessage(404, { message: 'Bank 9999 not found' }, 'updateBank')).toBe('Bank 9999 not found');
    expect(catalogueMessage(502, null, 'listBanks')).toBe('The request failed (HTTP 502, listBanks)');
  });
});

describe('httpError', () => {
  it('keeps status, operation and the field errors of a 400', () => {
    const error = httpError(
      400,
      {
        message: 'Validation failed',
        errors: [
          { field: 'bankCode', message: 'must be four digits' },
          { field: 'shortCode' },
          'garbage',
          { field: 'bankName', message: 'is too short' },
        ],
      },
      'createBank',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('Validation failed');
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.operationId).toBe('createBank');
    expect(error.fieldErrors).toEqual([
      { field: 'bankCode', message: 'must be four digits' },
      { field: 'bankName', message: 'is too short' },
    ]);
  });

  it('uses the catalogue text for a 403 even when the body has a message', () => {
    const error = httpError(403, { message: 'Access is denied', errors: [] }, 'deleteBank');
    expect(error.message).toBe('Forbidden Action');
    expect(error.status).toBe(403);
    expect(error.fieldErrors).toEqual([]);
  });
});

describe('networkError and contractError', () => {
  it('networkError names the operation and the cause', () => {
    const error = networkError(new TypeError('Failed to fetch'), 'listBanks');
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(error.operationId).toBe('listBanks');
    expect(error.message).toBe('Cannot reach the wallet API (listBanks): Failed to fetch');
    expect(error.detail).toBe('Failed to fetch');
  });

  it('networkError accepts a thrown non-Error', () => {
    expect(networkError('offline', 'getNavbar').message).toBe('Cannot reach the wallet API (getNavbar): offline');
  });

  it('contractError names the operation and what is wrong', () => {
    const error = contractError('data.data: expected array, received string', 'listBanks');
    expect(error.kind).toBe('contract');
    expect(error.operationId).toBe('listBanks');
    expect(error.message).toBe('Unexpected response from the wallet API (listBanks): data.data: expected array, received string');
  });
});

describe('toApiError and isAbort', () => {
  it('returns an ApiError unchanged and wraps anything else as a network error', () => {
    const original = httpError(500, null, 'listBanks');
    expect(toApiError(original)).toBe(original);
    const wrapped = toApiError(new Error('boom'), 'createBank');
    expect(wrapped.kind).toBe('network');
    expect(wrapped.message).toBe('Cannot reach the wallet API (createBank): boom');
  });

  it('recognises only an AbortError as an abort', () => {
    expect(isAbort(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isAbort(new DOMException('Timed out', 'TimeoutError'))).toBe(false);
    expect(isAbort(new Error('AbortError'))).toBe(false);
  });
});
