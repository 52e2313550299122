/** Small hooks shared by shell components. */
import { useEffect, type RefObject } from 'react';

/** Calls `onOutside` on a pointer press or a focus move outside `ref`, while `active`. */
export function useOutsideClose(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const handler = (event: Event) => {
      const node = ref.current;
      if (node && event.target instanceof Node && !node.contains(event.target)) onOutside();
    };
    document.addEventListener('mousedown', handler);
    document.addEventListener('touchstart', handler);
    document.addEventListener('focusin', handler);
    return () => {
      document.removeEventListener('mousedown', handler);
      document.removeEventListener('touchstart', handler);
      document.removeEventListener('focusin', handler);
    };
  }, [ref, active, onOutside]);
}
