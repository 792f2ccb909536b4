import { describe, expect, it } from 'vitest';
import { ApiError, catalogueMessage, contractError, httpError, isAbort, networkError, timeoutError, toApiError } from '../../src/api/errors';

describe('catalogueMessage (specification section 8)', () => {
  it.each([
    [403, 'Forbidden Action'],
    [500, 'Internal Server Error'],
  ])('shows the fixed text for %i, whatever the server says', (status, text) => {
    expect(catalogueMessage(status, { message: 'stack trace from the server' })).toBe(text);
  });

  it('keeps the 412 text of the catalogue for report downloads; any other 412 shows the server message', () => {
    expect(catalogueMessage(412, { message: 'too many' }, { download: true })).toBe('Cannot generate the report since maximum record limit 500 was exceeded');
    expect(catalogueMessage(412, { message: 'The record was changed by someone else' })).toBe('The record was changed by someone else');
    expect(catalogueMessage(412, {})).toBe('The request was refused (HTTP 412)');
  });

  it('never names the operation or a validation path in what the user sees', () => {
    expect(contractError('data.pinHash: unexpected', 'getUser').message).toBe('Unexpected response from the wallet API');
    expect(httpError(502, null, 'listBanks').message).not.toContain('listBanks');
  });

  it.each([400, 409])('shows the server message for %i', (status) => {
    expect(catalogueMessage(status, { message: 'Bank code 7010 already exists' })).toBe('Bank code 7010 already exists');
  });

  it('reads the message from a 406 error body (the report blob parsed as JSON)', () => {
    expect(catalogueMessage(406, { message: 'No records for the selected period' })).toBe(
      'No records for the selected period',
    );
    expect(catalogueMessage(406, {})).toBe('The request was refused (HTTP 406)');
  });

  it('accepts a plain-text server message but never an HTML error page', () => {
    expect(catalogueMessage(409, '  Locator LOC-1 already exists  ')).toBe('Locator LOC-1 already exists');
    expect(catalogueMessage(400, '<html><body>Bad Request</body></html>')).toBe(
      'The request was refused (HTTP 400)',
    );
  });

  it('names the status and operation when a 400/409 carries no message', () => {
    expect(catalogueMessage(409, {})).toBe('The request was refused (HTTP 409)');
    expect(catalogueMessage(400, { message: '   ' })).toBe('The request was refused (HTTP 400)');
  });

  it('asks to sign in again on 401', () => {
    expect(catalogueMessage(401, { message: 'jwt expired' })).toBe('Your session has expired. Please sign in again.');
  });

  it('falls back to the server message, then to a generic text, for other statuses', () => {
    expect(catalogueMessage(404, { message: 'Bank 9999 not found' })).toBe('Bank 9999 not found');
    expect(catalogueMessage(418, null)).toBe('The request failed (HTTP 418)');
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
    expect(error.message).toBe('Cannot reach the wallet API: Failed to fetch');
    expect(error.detail).toBe('Failed to fetch');
  });

  it('networkError accepts a thrown non-Error', () => {
    expect(networkError('offline', 'getNavbar').message).toBe('Cannot reach the wallet API: offline');
  });

  it('contractError names the operation and what is wrong', () => {
    const error = contractError('data.data: expected array, received string', 'listBanks');
    expect(error.kind).toBe('contract');
    expect(error.operationId).toBe('listBanks');
    expect(error.message).toBe('Unexpected response from the wallet API');
  });
});

describe('toApiError and isAbort', () => {
  it('returns an ApiError unchanged and wraps anything else as a network error', () => {
    const original = httpError(500, null, 'listBanks');
    expect(toApiError(original)).toBe(original);
    const wrapped = toApiError(new Error('boom'), 'createBank');
    expect(wrapped.kind).toBe('network');
    expect(wrapped.message).toBe('Cannot reach the wallet API: boom');
  });

  it('recognises only an AbortError as an abort', () => {
    expect(isAbort(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isAbort(new DOMException('Timed out', 'TimeoutError'))).toBe(false);
    expect(isAbort(new Error('AbortError'))).toBe(false);
  });
});

describe('timeoutError', () => {
  it('says the time limit with the plural right', () => {
    expect(timeoutError(30, 'listBanks').message).toBe('The wallet API did not answer within 30 seconds');
    expect(timeoutError(1, 'listBanks').message).toBe('The wallet API did not answer within 1 second');
  });
});
