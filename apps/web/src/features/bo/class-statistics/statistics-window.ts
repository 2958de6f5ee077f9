import { CLASS_STATISTICS_DEFAULT_WINDOW, CLASS_STATISTICS_WINDOWS, type ClassStatisticsWindow } from '@berufswahl/contracts/bo/class-statistics';

/** The search parameter that keeps the chosen window in the address (back button, reload, link). */
export const WINDOW_PARAM = 'tage';

/** `?tage=30` → 30; anything that is not an offered window → the default. */
export function windowFromParam(value: string | null): ClassStatisticsWindow {
  const days = Number(value);
  return CLASS_STATISTICS_WINDOWS.find((option) => option === days) ?? CLASS_STATISTICS_DEFAULT_WINDOW;
}
