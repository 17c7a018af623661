import { replaceEnquiries, saveEnquiry } from '../../db/enquiry-tables';
import { fetchEnquiries, sendEnquiryMessage } from '../api/enquiry';
import { markSynced } from './conditional';

export const enquirySyncKeys = { enquiries: 'enquiries' } as const;

/** GET /enquiry/user into the cache (a 404 or [] means none). */
export async function refreshEnquiries(signal: AbortSignal): Promise<void> {
  const enquiries = await fetchEnquiries(signal);
  if (signal.aborted) return;
  await replaceEnquiries(enquiries);
  await markSynced(enquirySyncKeys.enquiries);
}

/** POST /enquiry/user, then the enquiry it answers with goes into the cache at once. Throws ApiError/NetworkError. */
export async function sendEnquiry(message: string): Promise<void> {
  const { enquiry } = await sendEnquiryMessage(message);
  if (enquiry && typeof enquiry === 'object' && '_id' in enquiry) await saveEnquiry(enquiry);
}
