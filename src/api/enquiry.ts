import type { Enquiry, EnquirySent, PlayerEnquiries } from '../../contract/enquiries';
import { apiGet, apiPost } from './client';
import { isApiError } from './errors';

/** The support chat. */

export type { Enquiry as EnquiryRecord, EnquiryMessage } from '../../contract/enquiries';

/** GET /api/enquiry/user: newest first; a 404 or an empty list means none. */
export async function fetchEnquiries(signal?: AbortSignal): Promise<Enquiry[]> {
  try {
    return await apiGet<PlayerEnquiries>('/enquiry/user', { signal });
  } catch (error) {
    if (isApiError(error, 404)) return [];
    throw error;
  }
}

/** POST /api/enquiry/user (201): appends to the open enquiry or starts a new one. */
export function sendEnquiryMessage(message: string): Promise<EnquirySent> {
  return apiPost<EnquirySent>('/enquiry/user', { message });
}
