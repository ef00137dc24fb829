// Runs before the first paint of a page the server drew (decision 044). Such a page carries
// the age gate, since the server cannot read the visitor's local storage; for a visitor who
// has already agreed, this class hides it until the app takes over, so it never flashes. A
// file, not an inline script, because the CSP allows only the site's own script files.
try {
  if (window.localStorage.getItem('visited') !== null) {
    document.documentElement.classList.add('age-gate-passed');
  }
} catch {
  // Without storage the app does not ask either (app/layout/age-gate.tsx).
  document.documentElement.classList.add('age-gate-passed');
}
