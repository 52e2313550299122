import type { ReactElement } from 'react';

/** A thin bar at the top of the window, shown only while a navigation takes longer than 200 ms. */
export function ProgressBar({ active }: { active: boolean }): ReactElement | null {
  if (!active) return null;
  return <div className="progress-bar" role="progressbar" aria-label="Loading the page" />;
}
