import { useLiveQuery } from '../../db/use-live-query';
import { listEnquiries } from '../../db/enquiry-tables';
import type { EnquiryRecord } from '../api/enquiry';
import { enquirySyncKeys, refreshEnquiries } from '../sync/enquiry';
import { useFreshness, type Freshness } from '../sync/use-freshness';
import { useRefreshOnOpen, type RefreshOnOpen, type RefreshOnOpenOptions } from '../sync/use-refresh-on-open';

/** The player's support enquiries; sending one puts the server's answer into the cache at once. */

export { refreshEnquiries, sendEnquiry } from '../sync/enquiry';

export interface Enquiries {
  /** Newest first (the first is the chat the screen shows); undefined until the cache has been read. */
  readonly enquiries: EnquiryRecord[] | undefined;
  readonly freshness: Freshness;
  readonly load: RefreshOnOpen;
}

/** GET /enquiry/user on opening (and every `everyMs` while open, for the admin's replies). */
export function useEnquiries(options?: RefreshOnOpenOptions): Enquiries {
  const load = useRefreshOnOpen(refreshEnquiries, options);
  const freshness = useFreshness(enquirySyncKeys.enquiries);
  const enquiries = useLiveQuery(listEnquiries, []);
  return { enquiries, freshness, load };
}
