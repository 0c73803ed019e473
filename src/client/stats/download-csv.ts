/** Saves the text as a file through a temporary object URL; nothing leaves the browser. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
