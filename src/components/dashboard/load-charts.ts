/**
 * Loads the chart module (recharts and @mantine/charts with their styles, about 115 KiB gzip)
 * in a chunk of its own. The dashboard's loader starts it, so the charts download beside the
 * data and the screen; the shell and the figures never wait for them.
 */
export const loadCharts = () => import('./charts');
