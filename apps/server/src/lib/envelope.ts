import type { ApiResponse } from '@edupath/contract';

export function ok<T>(data: T, message = 'OK'): ApiResponse<T> {
  return { success: true, message, data };
}
