import { messages } from '@playboard/domain';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { useErrorMessage } from './errors.ts';

function errorMessage(error: unknown): string {
  const { result } = renderHook(() => useErrorMessage());
  return result.current(error);
}

describe('useErrorMessage', () => {
  it('should show the text of the first error code of the errors array', () => {
    const error = new ApiError(409, 'Email already registered', 'acc-1', {
      errors: [
        { code: 'acc-1', message: 'Email already registered' },
        { code: 'acc-3', message: 'Invalid email' },
      ],
    });
    expect(errorMessage(error)).toBe(messages.en.errors['acc-1']);
  });

  it('should show the sec-23 text for wrong credentials', () => {
    const error = new ApiError(400, 'bad', 'sec-23', { errors: [{ code: 'sec-23', message: 'bad' }] });
    expect(errorMessage(error)).toBe('The email or password is incorrect. Try again.');
  });

  it('should fall back to the message when the code is unknown', () => {
    const error = new ApiError(400, 'name: Too big', 'zz-1', {
      errors: [{ code: 'zz-1', message: 'name: Too big' }],
    });
    expect(errorMessage(error)).toBe('name: Too big');
  });

  it("should show the network-error text for 'Failed to fetch'", () => {
    expect(errorMessage(new ApiError(0, 'Failed to fetch'))).toBe("There's been a network error. Try again.");
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe("There's been a network error. Try again.");
  });

  it('should show the unknown-error text when there is neither code nor message', () => {
    expect(errorMessage(undefined)).toBe(messages.en.errors.unknown);
    expect(errorMessage({ errors: [] })).toBe(messages.en.errors.unknown);
  });
});
