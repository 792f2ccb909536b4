/** The dashboard's data (`GET /dashboard`). */
import { getGetDashboardSuspenseQueryOptions } from '../../generated/hooks/dashboard/dashboard';

export const dashboardQuery = () => getGetDashboardSuspenseQueryOptions();
