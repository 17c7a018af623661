import type { Notice } from '../../contract/common';
import { apiPut } from './client';

/** PUT /api/user/forgot-password (no token): a reset request an administrator reviews. */
export function requestPasswordReset(mobileNumber: string, newPassword: string): Promise<Notice> {
  return apiPut<Notice>('/user/forgot-password', { mobileNumber, newPassword }, { auth: false });
}
