/** Shared by the screen tests' vi.mock of src/ui/toast: what the screens toasted. */
export const toasts = { success: [] as string[], error: [] as string[] };

export function resetToasts(): void {
  toasts.success.length = 0;
  toasts.error.length = 0;
}

export const notifyMock = {
  notify: {
    success: (text: string) => toasts.success.push(text),
    error: (text: string) => toasts.error.push(text),
    info: () => undefined,
    sticky: () => undefined,
  },
  Toasts: () => null,
};
