/** The local calendar date as yyyy-mm-dd, for file names (spec: exports are named with the date). */
export function fileDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Saves a Blob as a download under the given name, through an object URL and a temporary <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click starts the download from the URL; give the browser a moment before freeing it.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
