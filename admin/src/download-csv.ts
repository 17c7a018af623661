import { API_BASE_URL } from '../../src/config/app-config';
import { getAuthToken } from '../../src/api/client';
import { ApiError, NetworkError, type ApiErrorBody } from '../../src/api/errors';

/**
 * Saves what an admin endpoint answers as CSV (`format=csv`) under the file name the server gives it: fetched with
 * the operator's token (a plain link could not carry it), then handed to the browser through a download link.
 */
export async function downloadCsv(path: string, query: Record<string, string>, fallbackName: string): Promise<void> {
  const search = new URLSearchParams({ ...query, format: 'csv' });
  const headers: Record<string, string> = { Accept: 'text/csv' };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}?${search.toString()}`, { headers, signal: AbortSignal.timeout(60_000) });
  } catch (error) {
    throw new NetworkError('unreachable', error);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
    throw new ApiError(response.status, typeof body === 'object' && body !== null ? body : undefined);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
