/** Expands common.yaml's `x-errors` and `x-parameters` sets in a bundled contract (changes and returns it). */
export function expandSets<T extends object>(doc: T): T;
/** Bundles `root` into the JSON file `out` with the sets expanded; returns the document. */
export function bundleContract(root: string, out: string): unknown;
/** A contract that cannot be bundled: its message is the linter's report, for a person to read. */
export class ContractError extends Error {}
