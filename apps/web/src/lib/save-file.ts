/**
 * Saves `text` as a file the browser downloads: API answers want the bearer token, so a plain
 * link cannot fetch them (the data export, a sale's CSV).
 */
export function saveFile(text: string, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy by the time the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
