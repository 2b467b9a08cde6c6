import { useEffect, useState } from 'react';
import { type ChosenFilters, NO_CHOICE } from './DashboardFilterBar';

/** The browser-storage key of a dashboard's chosen filters. */
export const keptFiltersKey = (dashboardId: number) => `dashboard-filters:${dashboardId}`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters kept in `text`, or none when it is not what this module wrote. */
export function readKeptFilters(text: string | null | undefined): ChosenFilters {
  if (!text) return NO_CHOICE;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return NO_CHOICE;
    const { from, to, choice } = value as Record<string, unknown>;
    const day = (day: unknown) => day === '' || (typeof day === 'string' && DAY.test(day));
    return day(from) && day(to) && typeof choice === 'string'
      ? { from: from as string, to: to as string, choice }
      : NO_CHOICE;
  } catch {
    return NO_CHOICE;
  }
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // refused by the browser's settings: the filters are then not kept
  }
}

/**
 * The filters chosen on a dashboard, kept for the browser tab (a reload shows the dashboard as
 * it was left; another tab starts from none). Without an id (a dashboard being set up) they are
 * not kept.
 */
export function useKeptFilters(
  dashboardId: number | undefined,
): [ChosenFilters, (chosen: ChosenFilters) => void] {
  const key = dashboardId === undefined ? null : keptFiltersKey(dashboardId);
  const [chosen, setChosen] = useState(() => readKeptFilters(key && storage()?.getItem(key)));
  useEffect(() => {
    if (!key) return;
    try {
      if (chosen === NO_CHOICE) storage()?.removeItem(key);
      else storage()?.setItem(key, JSON.stringify(chosen));
    } catch {
      // a full storage only costs keeping them
    }
  }, [key, chosen]);
  return [chosen, setChosen];
}
