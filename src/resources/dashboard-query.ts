/**
 * The dashboard's query, apart from what the screen draws from its answer (dashboard.ts): the
 * route's loader imports only this, so the call leaves without waiting for the code of the
 * sections' links (audit, disputes, requests and what they import: 13 files).
 */
import { getGetDashboardQueryOptions } from '../../generated/hooks/dashboard/dashboard';

/** The dashboard refetches itself this often while its tab is visible. */
export const DASHBOARD_REFETCH_MS = 60_000;

export const dashboardQuery = () => getGetDashboardQueryOptions({ query: { refetchInterval: DASHBOARD_REFETCH_MS, refetchIntervalInBackground: false } });
