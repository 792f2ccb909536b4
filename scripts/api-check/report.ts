/** The deviation report of api:check: findings grouped by class, then by operation and field, one example each. */
import { CLASSES, type DeviationClass, type Effect, type Finding, unreadable } from './classify';

/** A read that was not checked (refused, not found, failed), with why. */
export type Skipped = { operationId: string; reason: string };

/** Everything one run found, as `--json` writes it. */
export type CheckReport = {
  baseUrl: string;
  tenant: string;
  checked: number;
  findings: Finding[];
  skipped: Skipped[];
  /** GETs of the contract never called because their name says they act (`resetUserOtp`). */
  notCalled: string[];
  /** Where each path parameter came from (`getUser id: listUsers's first row`). */
  parameters: string[];
  /** Each class found, with the number of places and whether any of them the console cannot read. */
  classes: { kind: DeviationClass; title: string; places: number; unreadable: boolean }[];
};

const EFFECT_WORDS: Record<Effect, string> = {
  read: 'read by the console, reported',
  shown: 'shown as it came, marked',
  'value-unreadable': 'UNREADABLE: shown as "—"',
  'answer-unreadable': 'UNREADABLE: the whole answer is refused',
};

/** One line per operation and field of a class: the first finding there, and how many more. */
function places(findings: readonly Finding[]): { first: Finding; count: number }[] {
  const byPlace = new Map<string, { first: Finding; count: number }>();
  for (const finding of findings) {
    const key = `${finding.operationId} ${finding.field} ${finding.effect}`;
    const known = byPlace.get(key);
    if (known) known.count += 1;
    else byPlace.set(key, { first: finding, count: 1 });
  }
  return [...byPlace.values()];
}

/** The report of a run: its findings by class, unreadable classes first. */
export function buildReport(run: Omit<CheckReport, 'classes'>): CheckReport {
  const kinds = [...new Set(run.findings.map((finding) => finding.kind))];
  const classes = kinds.map((kind) => {
    const own = run.findings.filter((finding) => finding.kind === kind);
    return { kind, title: CLASSES[kind], places: places(own).length, unreadable: own.some(unreadable) };
  });
  classes.sort((a, b) => Number(b.unreadable) - Number(a.unreadable) || Object.keys(CLASSES).indexOf(a.kind) - Object.keys(CLASSES).indexOf(b.kind));
  return { ...run, classes };
}

/** The report as text for a terminal. */
export function formatReport(report: CheckReport): string {
  const lines = [`api:check of ${report.baseUrl} (tenant ${report.tenant}): ${report.checked} reads answered, ${report.skipped.length} not checked`];
  if (report.classes.length === 0) lines.push('', 'No deviation from the contract.');
  for (const { kind, title, places: count, unreadable: bad } of report.classes) {
    lines.push('', `${bad ? 'UNREADABLE' : 'readable  '}  ${title} [${kind}], ${count} ${count === 1 ? 'place' : 'places'}`);
    if (kind === 'zoneless-date-time' && bad) lines.push("    (the console reads them in config.json's apiTimeZone: check again with --api-time-zone <the API's zone>)");
    for (const { first, count: times } of places(report.findings.filter((finding) => finding.kind === kind))) {
      const more = times > 1 ? ` (${times} values)` : '';
      lines.push(`    ${first.operationId}  ${first.field}  e.g. ${first.example}${more}  -> ${EFFECT_WORDS[first.effect]}  (x-client-request-id ${first.requestId})`);
    }
  }
  if (report.skipped.length > 0) {
    lines.push('', 'Not checked:');
    for (const { operationId, reason } of report.skipped) lines.push(`    ${operationId}: ${reason}`);
  }
  if (report.parameters.length > 0) lines.push('', 'Path parameters:', ...report.parameters.map((line) => `    ${line}`));
  if (report.notCalled.length > 0) lines.push('', `Never called (GETs that act, not read): ${report.notCalled.join(', ')}`);
  const bad = report.classes.filter((item) => item.unreadable).length;
  lines.push('', bad > 0 ? `${bad} ${bad === 1 ? 'class' : 'classes'} of deviation the console cannot read.` : 'Everything answered is readable by the console.');
  return lines.join('\n');
}
