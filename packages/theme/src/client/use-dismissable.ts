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
    const events = ['mousedown', 'touchstart', 'focusin'];
    for (const type of events) document.addEventListener(type, handler);
    return () => {
      for (const type of events) document.removeEventListener(type, handler);
    };
  }, [ref, active, onOutside]);
}
