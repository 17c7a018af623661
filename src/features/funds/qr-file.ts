/**
 * The payment QR code as a file of its own: a phone cannot scan its own screen, so the player saves the code (or
 * shares it) and picks it from the UPI app's "scan from gallery". The file is named for the amount to pay.
 */

export function qrFileName(amount: number): string {
  return `matka-play-pay-${amount}.png`;
}

/** The QR code's PNG as a File, from the base64 data URL it was drawn as. */
export function qrFile(qrImage: string, amount: number): File {
  const bytes = Uint8Array.from(atob(qrImage.slice(qrImage.indexOf(',') + 1)), (char) => char.charCodeAt(0));
  return new File([bytes], qrFileName(amount), { type: 'image/png' });
}

/** Whether this browser can hand the file to another app (Web Share with files); false where it cannot. */
export function canShareFile(file: File): boolean {
  try {
    return typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] }) === true;
  } catch {
    return false;
  }
}
