import { EN_REFUSALS, writeRefusal } from '../../../contract/refusals';
import { isApiError, isNetworkError, type ApiError } from '../../../src/api/errors';
import { notify } from '../../../src/ui/toast';
import { text } from '../text';

/**
 * The texts of a refusal, in the registry's English written from each code and its params (contract/refusals.ts):
 * each errors[] item, else the refusal itself; null when the server sent neither.
 */
export function refusalTexts(error: ApiError): string[] | null {
  if (error.errors.length > 0) return error.errors.map((item) => writeRefusal({ ...item, message: item.msg }, EN_REFUSALS));
  return error.serverMessage ? [writeRefusal({ code: error.code, message: error.serverMessage, params: error.params }, EN_REFUSALS)] : null;
}

/** The texts for a failed call: the server's refusal, else what the screen says, else offline/unreachable. */
export function failureMessages(error: unknown, fallback: string): string[] {
  if (isNetworkError(error)) return [error.reason === 'offline' ? text.common.offline : text.common.unreachable];
  if (isApiError(error)) return refusalTexts(error) ?? [fallback];
  return [text.common.somethingWentWrong];
}

/** Toasts each message of a failure, as the player app does, and returns them joined, for an inline note. */
export function showError(error: unknown, fallback: string): string {
  const messages = failureMessages(error, fallback);
  for (const message of messages) notify.error(message);
  return messages.join(' ');
}

/** Toasts the server's own success message when it sent one, else ours. */
export function showSuccess(serverMessage: string | undefined | null, fallback: string): void {
  notify.success(serverMessage && serverMessage.trim() !== '' ? serverMessage : fallback);
}

/** Sends a change, toasting the server's answer or the failure; true when it went through. */
export async function sendChange(change: () => Promise<{ message?: string } | null | undefined>, success: string, failure: string): Promise<boolean> {
  try {
    const reply = await change();
    showSuccess(reply?.message, success);
    return true;
  } catch (error) {
    showError(error, failure);
    return false;
  }
}
