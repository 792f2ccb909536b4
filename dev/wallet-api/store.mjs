// The development wallet API's data: one set of collections per tenant (the `tenant` header), each
// seeded from the contract's examples when first used, every row with a version. In memory, or
// kept in a folder (`dataDir`: one JSON file per tenant, written after every change) so that the
// data survives a restart.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The key of a row: its key fields' values joined (`7010`, `RETAIL/P2P`). */
export const keyOf = (row, fields) => fields.map((field) => String(row?.[field] ?? '')).join('/');

/**
 * One tenant's data. `version` is the tenant's revision: every write takes the next one and
 * stamps it on the rows it touched, so a row's version only grows and an answer's ETag (the
 * highest version among its rows) says whether any of them changed since.
 */
export class TenantData {
  constructor(state) {
    /** @type {Record<string, { rows: object[], versions: Record<string, number> }>} */
    this.collections = state.collections;
    /** @type {Record<string, unknown>} facts that are not rows: tenant permissions, inbox histories */
    this.facts = state.facts;
    this.version = state.version;
  }

  /** The rows of a collection (its live array). */
  rows(collection) {
    this.collections[collection] ??= { rows: [], versions: {} };
    return this.collections[collection].rows;
  }

  versionOf(collection, key) {
    return this.collections[collection]?.versions[key] ?? 1;
  }

  /** Marks rows as changed now; returns the new version. */
  touch(collection, keys) {
    this.version += 1;
    this.collections[collection] ??= { rows: [], versions: {} };
    for (const key of keys) this.collections[collection].versions[key] = this.version;
    return this.version;
  }

  toJSON() {
    return { collections: this.collections, facts: this.facts, version: this.version };
  }
}

/**
 * The tenants' data. `seed()` gives a fresh state (deep copies of the contract's examples);
 * `dataDir`, when set, keeps each tenant in `<dataDir>/<tenant>.json`.
 */
export class Store {
  /** @param {{ seed: () => { collections: object, facts: object }, dataDir?: string }} options */
  constructor({ seed, dataDir }) {
    this.seed = seed;
    this.dataDir = dataDir;
    /** @type {Map<string, TenantData>} */
    this.tenants = new Map();
    if (dataDir) mkdirSync(dataDir, { recursive: true });
  }

  /** A tenant's data, seeded (or read from the folder) on first use. */
  tenant(name) {
    let data = this.tenants.get(name);
    if (data) return data;
    const file = this.dataDir ? join(this.dataDir, `${name}.json`) : null;
    const state = file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { ...this.seed(), version: 1 };
    data = new TenantData(state);
    this.tenants.set(name, data);
    return data;
  }

  /** Writes a tenant to the folder, if there is one (whole file, then renamed: never half-written). */
  save(name) {
    if (!this.dataDir) return;
    const data = this.tenants.get(name);
    if (!data) return;
    const file = join(this.dataDir, `${name}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify(data));
    renameSync(`${file}.tmp`, file);
  }

  /** The tenants kept in the folder. */
  savedTenants() {
    return this.dataDir ? readdirSync(this.dataDir).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5)) : [];
  }

  /** Forgets a tenant's changes (all tenants without a name): the next call sees the seed again. */
  reset(name) {
    const names = name ? [name] : [...new Set([...this.tenants.keys(), ...this.savedTenants()])];
    for (const each of names) {
      this.tenants.delete(each);
      if (this.dataDir) rmSync(join(this.dataDir, `${each}.json`), { force: true });
    }
  }
}
