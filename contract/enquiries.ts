import { Type, type Static } from '@sinclair/typebox';
import { PlayerSummary } from './account.js';
import { Id, Instant, Nullable, OneOf, Pagination } from './common.js';

/** The support chat: one open enquiry per player, its messages, and the operators' replies. */

export const EnquiryStatus = OneOf(['open', 'closed']);
export type EnquiryStatus = Static<typeof EnquiryStatus>;

/** One message of an enquiry, by the player (`user`) or an operator (`admin`). */
export const EnquiryMessage = Type.Object({
  sender: OneOf(['user', 'admin']),
  message: Type.String(),
  timestamp: Instant,
});
export type EnquiryMessage = Static<typeof EnquiryMessage>;

/** An enquiry as the player sees it, its messages oldest first. */
export const Enquiry = Type.Object({
  _id: Id,
  status: EnquiryStatus,
  createdAt: Instant,
  messages: Type.Array(EnquiryMessage),
});
export type Enquiry = Static<typeof Enquiry>;

/** The answer of GET /enquiry/user: the player's enquiries, newest first. */
export const PlayerEnquiries = Type.Array(Enquiry);
export type PlayerEnquiries = Static<typeof PlayerEnquiries>;

/** The body of POST /enquiry/user and POST /admin/enquiries/:id/messages; the rule judges the text. */
export const EnquiryMessageBody = Type.Object({ message: Type.Optional(Type.Unknown()) });

/** The answer of POST /enquiry/user (201): the enquiry the message went to. */
export const EnquirySent = Type.Object({ message: Type.String(), enquiry: Enquiry });
export type EnquirySent = Static<typeof EnquirySent>;

/** An enquiry as operators see it: with the player and when the thread last moved. */
export const AdminEnquiry = Type.Object({
  ...Enquiry.properties,
  updatedAt: Instant,
  closedAt: Nullable(Instant),
  user: PlayerSummary,
});
export type AdminEnquiry = Static<typeof AdminEnquiry>;


/** The answer of GET /admin/enquiries: most recently active first. */
export const AdminEnquiryList = Type.Object({ enquiries: Type.Array(AdminEnquiry), pagination: Pagination });
export type AdminEnquiryList = Static<typeof AdminEnquiryList>;


/** The answer of a reply (201) or a close: the enquiry as it is now. */
export const EnquiryChange = Type.Object({ message: Type.String(), enquiry: AdminEnquiry });
export type EnquiryChange = Static<typeof EnquiryChange>;
