import { apiGet, apiPost } from './client';
import { isApiError } from './errors';

/** The support chat (SPEC §2 "Enquiry and Support", §7). */

export interface EnquiryMessage {
  sender: 'user' | 'admin';
  message: string;
  timestamp: string;
}

export interface EnquiryRecord {
  _id: string;
  status: 'open' | 'closed';
  createdAt: string;
  messages: EnquiryMessage[];
}

/** GET /api/enquiry/user: newest first; a 404 or an empty list means none (SPEC §7). */
export async function fetchEnquiries(signal?: AbortSignal): Promise<EnquiryRecord[]> {
  try {
    const body = await apiGet<EnquiryRecord[] | { enquiries?: EnquiryRecord[] }>('/enquiry/user', { signal });
    if (Array.isArray(body)) return body;
    return Array.isArray(body?.enquiries) ? body.enquiries : [];
  } catch (error) {
    if (isApiError(error, 404)) return [];
    throw error;
  }
}

/** POST /api/enquiry/user (201): appends to the open enquiry or starts a new one. */
export function sendEnquiryMessage(message: string): Promise<{ message: string; enquiry: EnquiryRecord }> {
  return apiPost('/enquiry/user', { message });
}
