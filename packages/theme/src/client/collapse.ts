/** Animated open/close of a block, with a duration derived from its height (as Docusaurus does). */

/** Milliseconds for animating `height` pixels: longer for taller blocks, but sub-linearly. */
export function autoHeightDuration(height: number): number {
  if (height <= 0) return 0;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Animates `element` closed (`collapse`) or open, ending with `hidden` set accordingly and no inline styles. */
export function animateCollapse(element: HTMLElement, collapse: boolean): void {
  const finish = () => {
    for (const property of ['height', 'overflow', 'transition', 'will-change']) element.style.removeProperty(property);
    element.hidden = collapse;
  };
  element.hidden = false;
  const full = element.scrollHeight;
  const duration = prefersReducedMotion() ? 1 : autoHeightDuration(full);
  element.dataset.collapseDuration = String(duration);
  element.style.overflow = 'hidden';
  element.style.willChange = 'height';
  element.style.height = `${collapse ? full : 0}px`;
  // Force a layout so the start height applies before the transition.
  void element.offsetHeight;
  element.style.transition = `height ${duration}ms ease-in-out`;
  element.style.height = `${collapse ? 0 : full}px`;
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    element.removeEventListener('transitionend', onEnd);
    finish();
  };
  const onEnd = (event: TransitionEvent) => {
    if (event.target === element && event.propertyName === 'height') end();
  };
  element.addEventListener('transitionend', onEnd);
  // transitionend does not fire when nothing changes (zero height, hidden tab): end anyway.
  setTimeout(end, duration + 50);
}
