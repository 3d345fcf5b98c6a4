// Applies the saved theme before the first paint, so a dark-theme visitor never sees a white
// flash. An external file because the CSP forbids inline scripts.
(() => {
  try {
    const dark = location.pathname.startsWith('/platform') || localStorage.getItem('lexato-theme') === 'dark';
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  } catch {}
})();
