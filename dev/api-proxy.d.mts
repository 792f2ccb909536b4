/** One request or answer that broke the contract, as the validating proxy reports it. */
export type Violation = {
  time: string;
  /** The contract operation of the request; null when the contract has no such call. */
  operationId: string | null;
  method: string;
  url: string;
  status: number;
  /** Where: `request.header`, `request.body.name`, `response.body.data.total`... */
  where: string;
  code: string | number;
  message: string;
};
export type RunningApiProxy = { url: string; report: string; violations: Violation[]; stop: () => Promise<void> };
/** Starts Prism as a validating proxy in front of `backend`, reporting violations to `report` (JSON lines). */
export function startApiProxy(options: { backend: string; port?: number; report?: string; quiet?: boolean }): Promise<RunningApiProxy>;
