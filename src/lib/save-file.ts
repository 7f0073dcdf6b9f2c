import { brazilDayOf } from './format-date';

/** Hands a downloaded Blob to the browser as a file with the given name (the API's binary answers). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** 'YYYY-MM-DD' of the day in Brasília, for file names: the server names its files by the same day. */
export function fileDateStamp(now = new Date()): string {
  return brazilDayOf(now);
}
