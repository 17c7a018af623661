import type { Notice } from '../../contract/common';
import { apiPut } from './client';

/** PUT /api/user/change-password: a request an administrator reviews. */
export function requestPasswordChange(mobileNumber: string, newPassword: string): Promise<Notice> {
  return apiPut<Notice>('/user/change-password', { mobileNumber, newPassword });
}
