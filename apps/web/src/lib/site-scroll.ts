/**
 * Smooth-scrolls to an in-page section and moves keyboard focus there, so a keyboard user
 * lands where a mouse user looks. Plain hash links would also go through the router.
 */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
}

/** onClick for an `<a href="#id">`: keeps the link crawlable and the scroll smooth. */
export function sectionLinkHandler(id: string, after?: () => void) {
  return (event: React.MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    after?.();
    // Not rendered yet (the landing page mounts its sections after the first paint): the browser
    // records the hash, and the page scrolls there once they are in (BelowTheFold).
    if (!document.getElementById(id)) return;
    event.preventDefault();
    scrollToSection(id);
  };
}
