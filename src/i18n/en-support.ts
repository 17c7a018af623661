/** Strings of the support chat and its toasts, merged into the catalogue as `t.enquiry`. */
export const enEnquiry = {
  statusOpen: 'Open',
  statusClosed: 'Closed',
  created: 'Created on {date}',
  you: 'You',
  support: 'Support',
  conversation: 'Conversation',
  message: 'Message',
  placeholder: 'Type your message...',
  send: 'Send',
  sending: 'Sending...',
  startNew: 'Start New Enquiry',
  newEnquiry: 'New Enquiry',
  cancel: 'Cancel',
  none: 'No enquiries yet. Start a new enquiry and our support team will reply here.',
  closedNote: 'This enquiry is closed. Start a new enquiry if you need more help.',
  // The toasts, in the original app's words
  sent: 'Message sent successfully!',
  sendFailed: 'Failed to send message',
  loadFailed: 'Failed to load enquiries',
} as const;
