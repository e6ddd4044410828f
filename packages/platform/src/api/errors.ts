import { isAxiosError } from 'axios';
import type { ErrorResponse } from '@centre/contracts';

/** The server's `{ statusCode, error, message }` body when the failure carries one. */
export function errorResponseOf(error: unknown): ErrorResponse | null {
  if (!isAxiosError(error)) return null;
  const body: unknown = error.response?.data;
  if (typeof body === 'object' && body !== null && typeof (body as ErrorResponse).message === 'string') {
    return body as ErrorResponse;
  }
  return null;
}

/** What to tell a person about a failed call: the server's message, else the error's own text. */
export function errorMessage(error: unknown): string {
  const response = errorResponseOf(error);
  if (response) return response.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function statusOf(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
