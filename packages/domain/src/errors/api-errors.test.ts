import { describe, expect, it } from 'vitest';
import {
  BAD_JSON_RESPONSE,
  decodeCommunicationError,
  decodeConfigError,
  decodeFacetError,
  decodeQueryRankingError,
  decodeRelatedPromptsError,
  decodeUsersError,
  INSTANCE_NOT_DEFINED,
  isErrorStatus,
  parseErrorBody,
  parseJsonResponse,
  requireInstance,
} from './api-errors.ts';

describe('parseErrorBody', () => {
  it('should parse JSON and keep anything else as raw text', () => {
    expect(parseErrorBody('{"a":1}')).toEqual({ a: 1 });
    expect(parseErrorBody('<html>Bad gateway</html>')).toBe('<html>Bad gateway</html>');
  });
});

describe('parseJsonResponse', () => {
  it("should throw 'Bad JSON response' when a response cannot be parsed", () => {
    expect(() => parseJsonResponse('oops')).toThrow(BAD_JSON_RESPONSE);
    expect(parseJsonResponse('[]')).toEqual([]);
  });
});

describe('requireInstance', () => {
  it("should throw 'instance is not defined' without an instance", () => {
    expect(() => requireInstance(undefined)).toThrow(INSTANCE_NOT_DEFINED);
    expect(requireInstance('shop-es')).toBe('shop-es');
  });
});

describe('decodeCommunicationError', () => {
  it('should read a 409 conflict from the root cause current state of the first error', () => {
    const body = {
      errors: [
        {
          rootCause: {
            currentState: {
              title: 'Overlap',
              message: 'Two at once',
              details: 'x',
              conflictingElements: ['c2'],
            },
          },
        },
      ],
    };
    expect(decodeCommunicationError(409, body)).toEqual({
      status: 409,
      title: 'Overlap',
      message: 'Two at once',
      details: 'x',
      conflictingElements: ['c2'],
    });
  });

  it('should give only a status for other errors', () => {
    expect(decodeCommunicationError(500, { errors: [] })).toEqual({ status: 500 });
  });
});

describe('decodeFacetError', () => {
  it('should read status, conflicting elements and message from the error field', () => {
    expect(
      decodeFacetError(409, { error: { message: 'Taken', conflictingElements: [{ id: 'f1' }] } }),
    ).toEqual({
      status: 409,
      message: 'Taken',
      conflictingElements: [{ id: 'f1' }],
    });
  });
});

describe('decodeConfigError', () => {
  it('should give status and details', () => {
    expect(decodeConfigError(400, 'bad')).toEqual({ status: 400, details: 'bad' });
  });
});

describe('decodeQueryRankingError', () => {
  it('should list the conflicting rules of a 409 with id and queries', () => {
    expect(
      decodeQueryRankingError(409, { conflicts: [{ id: 'r1', queries: ['shoes'] }, { bad: true }] }),
    ).toEqual({
      status: 409,
      conflicts: [{ id: 'r1', queries: ['shoes'] }],
    });
    expect(decodeQueryRankingError(409, [{ id: 'r2' }]).conflicts).toEqual([{ id: 'r2', queries: [] }]);
  });

  it('should give status and details otherwise', () => {
    expect(decodeQueryRankingError(500, 'down')).toEqual({ status: 500, details: 'down' });
  });
});

describe('decodeRelatedPromptsError', () => {
  it('should read the message from the error field', () => {
    expect(decodeRelatedPromptsError(400, { error: 'Missing text' })).toEqual({
      status: 400,
      message: 'Missing text',
    });
    expect(decodeRelatedPromptsError(400, 'text')).toEqual({ status: 400 });
  });
});

describe('decodeUsersError', () => {
  it('should add title, message from detail and the errors list when present', () => {
    expect(
      decodeUsersError(422, { title: 'Invalid', detail: 'Name missing', errors: [{ field: 'firstName' }] }),
    ).toEqual({
      status: 422,
      title: 'Invalid',
      message: 'Name missing',
      errors: [{ field: 'firstName' }],
    });
    expect(decodeUsersError(404, { detail: 'x' })).toEqual({ status: 404 });
  });
});

describe('isErrorStatus', () => {
  it('should treat 400 to 599 as errors (spec 1 §7)', () => {
    expect([399, 400, 599, 600].map(isErrorStatus)).toEqual([false, true, true, false]);
  });
});
