import { apiPut } from './client';

/** PUT /api/user/change-password: a request an administrator reviews (SPEC §4). */
export function requestPasswordChange(mobileNumber: string, newPassword: string): Promise<{ message: string }> {
  return apiPut<{ message: string }>('/user/change-password', { mobileNumber, newPassword });
}
