/** Where the contract's examples (Prism's answers) link banner and offer images. */
export const DEMO_IMAGES: string;
/** The nginx binary, installed with Debian's package when missing (as root). */
export function ensureNginx(): string;
/** console-site.conf.template with these CONSOLE_* values (what envsubst does for a deployment). */
export function renderSite(values: Record<string, string>): string;
/** The CONSOLE_CSP_REPORT and CONSOLE_REPORTING_ENDPOINTS values for a report endpoint (or none). */
export function cspReportValues(reportUri?: string): { CONSOLE_CSP_REPORT: string; CONSOLE_REPORTING_ENDPOINTS: string };
/** A running production server. */
export type RunningNginx = { url: string; dir: string; stop: () => Promise<void> };
/** Serves `dist` (with `config` as its config.json) behind nginx on 127.0.0.1:`port`, /api/ proxied to `apiUrl`. */
export function startNginx(options: {
  port: number;
  apiUrl: string;
  config: Record<string, unknown>;
  dist?: string;
  imgSrc?: string;
  connectSrc?: string;
  cspReportUri?: string;
}): Promise<RunningNginx>;
