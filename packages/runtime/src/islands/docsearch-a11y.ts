/**
 * DocSearch's modal (v3, and v4 alike) has markup that assistive technology reads wrongly, and that axe reports:
 * the whole modal sits in an element with `role="button"` (so every control in it is nested in a button), its footer
 * is a second `contentinfo` landmark of the page, and the input's `aria-controls` names result lists that are not
 * rendered; and its hits are links inside listbox options, controls nested in controls. DocSearch offers no prop for
 * these, so the island corrects the DOM after each render. React leaves these attributes alone once written (their
 * props never change), except `aria-controls` and a hit's `aria-selected` and `id`, which are corrected whenever they
 * change.
 */

/** The combobox attributes autocomplete puts on its root: they belong to the input, which has them too. */
const ROOT_COMBOBOX_ATTRIBUTES = ['tabindex', 'aria-expanded', 'aria-haspopup', 'aria-labelledby', 'aria-owns', 'aria-controls'];

/** Makes the modal's container a named modal dialog instead of a button. */
function repairContainer(container: Element, label: string): void {
  if (container.getAttribute('role') !== 'dialog') {
    container.setAttribute('role', 'dialog');
    container.setAttribute('aria-modal', 'true');
    container.setAttribute('aria-label', label);
  }
  // aria-controls follows the results, so React writes it again: it is removed each time.
  for (const name of ROOT_COMBOBOX_ATTRIBUTES) if (container.hasAttribute(name)) container.removeAttribute(name);
}

/** The keyboard hints at the bottom are part of the dialog, not the page's footer. */
function repairFooter(container: Element, footerLabel: string): void {
  const footer = container.querySelector('footer.DocSearch-Footer');
  if (footer && footer.getAttribute('role') !== 'group') {
    footer.setAttribute('role', 'group');
    footer.setAttribute('aria-label', footerLabel);
  }
}

/** `aria-controls` may only name elements that exist. */
function repairControls(container: Element): void {
  const input = container.querySelector('.DocSearch-Input');
  const controls = input?.getAttribute('aria-controls');
  if (!input || controls === null || controls === undefined) return;
  const present = controls.split(/\s+/).filter((id) => id && document.getElementById(id));
  const value = present.join(' ');
  if (value === controls) return;
  if (value) input.setAttribute('aria-controls', value);
  else input.removeAttribute('aria-controls');
}

/** What moves from the list item to its link with the option role: the id (the input's aria-activedescendant) and the selection. */
const OPTION_ATTRIBUTES = ['id', 'aria-selected'];

/**
 * Each hit's link becomes the option (an option may hold no link, a focusable control, but a link may be an
 * option), and the list item around it presentational. React writes the item's selection (and its id, when the hit
 * moves) again: they move to the link each time.
 */
function repairHits(container: Element): void {
  for (const item of container.querySelectorAll('li.DocSearch-Hit')) {
    const link = item.querySelector(':scope > a.DocSearch-Hit-link');
    if (!link) continue;
    if (item.getAttribute('role') !== 'presentation') item.setAttribute('role', 'presentation');
    if (link.getAttribute('role') !== 'option') link.setAttribute('role', 'option');
    for (const name of OPTION_ATTRIBUTES) {
      const value = item.getAttribute(name);
      if (value === null) continue;
      link.setAttribute(name, value);
      item.removeAttribute(name);
    }
  }
}

/** `label` names the dialog, `footerLabel` its keyboard hints (in the page's language). */
export function repairDocSearch(container: Element, label: string, footerLabel = 'Keyboard shortcuts'): void {
  repairContainer(container, label);
  repairFooter(container, footerLabel);
  repairControls(container);
  repairHits(container);
}

/** Keeps the modal corrected while it is open; returns the function that stops. */
export function keepDocSearchRepaired(container: Element, label: string, footerLabel?: string): () => void {
  repairDocSearch(container, label, footerLabel);
  // The lists come and go as results change, and the input's aria-controls with them; the selection follows the
  // arrow keys and the pointer.
  const observer = new MutationObserver(() => repairDocSearch(container, label, footerLabel));
  observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-controls', ...OPTION_ATTRIBUTES] });
  return () => observer.disconnect();
}
