/** A full page reload, behind a function so component tests can observe it (jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}
