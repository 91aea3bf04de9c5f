import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SignupResponse, signupSchema } from '@playboard/domain';
import { api } from '../../../lib/api-client.ts';

export type CreateUserInput = z.infer<typeof signupSchema>;

/** Signs up: creates the unverified user and the organisation, and sends the confirmation e-mail. */
export function createUser(input: CreateUserInput): Promise<SignupResponse> {
  return api.post<SignupResponse>('/account/v1/users', input);
}

export function useCreateUser() {
  return useMutation({ mutationFn: createUser });
}
