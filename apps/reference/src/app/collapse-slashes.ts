/**
 * Some providers send the browser back to `//auth/success`: the router would read that as a host, so the doubled
 * leading slash is folded into one before the router starts.
 */
export function collapseLeadingSlashes(location: Location, history: History): void {
  if (!location.pathname.startsWith('//')) return;
  const pathname = location.pathname.replace(/^\/{2,}/, '/');
  history.replaceState(history.state, '', `${pathname}${location.search}${location.hash}`);
}
