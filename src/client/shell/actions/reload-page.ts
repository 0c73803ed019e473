/** A full page reload, behind a function so component tests can observe it (their DOM cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}
