import type { EnquiryRecord } from '../src/api/enquiry';
import { db } from './database';

/** The cached support enquiries of the player. */

export async function replaceEnquiries(enquiries: readonly EnquiryRecord[]): Promise<void> {
  await db.enquiries.replaceAll(enquiries);
}

export async function saveEnquiry(enquiry: EnquiryRecord): Promise<void> {
  await db.enquiries.put(enquiry);
}

/** Newest first: the first one is the chat the screen shows. */
export async function listEnquiries(): Promise<EnquiryRecord[]> {
  const rows = await db.enquiries.toArray();
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
