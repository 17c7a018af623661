import type { Notice } from '../../contract/common';
import type { DataExport } from '../../contract/data-rights';
import { apiGetWithHeaders, apiPost } from './client';

/** The file name of a `Content-Disposition: attachment; filename="…"` header; null without one. */
export function attachmentName(header: string | null): string | null {
  const name = /filename="([^"]+)"/.exec(header ?? '')?.[1];
  return name && !/[\\/]/.test(name) ? name : null;
}

export interface DataFile {
  fileName: string;
  data: DataExport;
}

/** GET /user/data-export: everything kept about the player, with the file name the server gives it. */
export async function fetchDataExport(): Promise<DataFile> {
  const { headers, body } = await apiGetWithHeaders<DataExport>('/user/data-export', { timeoutMs: 60_000 });
  return { fileName: attachmentName(headers.get('Content-Disposition')) ?? 'my-data.json', data: body };
}

/** POST /user/account-deletion: closes the player's account at once, proven by their password. */
export function requestAccountDeletion(password: string): Promise<Notice> {
  return apiPost<Notice>('/user/account-deletion', { password });
}
