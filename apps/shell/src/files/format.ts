/** A size in bytes as people read it: `512 B`, `12.3 KB`, `4.0 MB`, `1.20 GB`. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 && unit >= 2 ? 2 : 1)} ${units[unit]}`;
}

/** The type shown for a file: its MIME type, else its extension, else a dash. */
export function fileType(mimeType: string, name: string): string {
  if (mimeType && mimeType !== 'application/octet-stream') return mimeType;
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toUpperCase() : mimeType || '—';
}
