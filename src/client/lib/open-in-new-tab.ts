/**
 * spec §7: checkout and portal urls open in a new tab. The new page gets no handle on this one;
 * when the browser blocks the tab, this tab goes there instead.
 */
export function openInNewTab(url: string) {
  const tab = window.open(url, "_blank");
  if (tab) tab.opener = null;
  else window.location.assign(url);
}
