// Bundles the multi-file contract into one JSON document: `redocly bundle`, then the shared sets
// of openapi/common.yaml expanded where the sources name them. YAML anchors do not cross files,
// so an operation says `x-errors: read` (one of common.yaml's `x-error-sets`) and a path item
// `x-parameters: headers` (one of its `x-parameter-sets`); each set names components of
// common.yaml, which the root's `components` carry into the bundle under the same names.
// codegen.config.ts and scripts/lint-contract.mjs both bundle through here.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** A copy of `object` with `key` replaced by `entries` where it stood (key order kept for a stable bundle). */
function replaceKey(object, key, entries) {
  return Object.fromEntries(Object.entries(object).flatMap((pair) => (pair[0] === key ? Object.entries(entries) : [pair])));
}

/** `map` with its keys in the order `order` first names them, the others after, as they were. */
function ordered(map, order) {
  const keys = Object.keys(map);
  const first = order.filter((key) => keys.includes(key));
  return Object.fromEntries([...first, ...keys.filter((key) => !first.includes(key))].map((key) => [key, map[key]]));
}

/**
 * Expands `x-errors` and `x-parameters` in a bundled contract (changes `doc`, and returns it).
 * The components are then ordered as their first use in `paths`, as Redocly orders what it
 * bundles, so the document does not depend on which file declared a component. Throws on a set
 * or a component that does not exist, or an operation's response that a set would overwrite.
 */
export function expandSets(doc) {
  const errorSets = doc['x-error-sets'] ?? {};
  const parameterSets = doc['x-parameter-sets'] ?? {};
  delete doc['x-error-sets'];
  delete doc['x-parameter-sets'];
  const components = doc.components ?? {};
  const ref = (kind, name, where) => {
    if (components[kind]?.[name] === undefined) throw new Error(`${where}: #/components/${kind}/${name} is not in the bundle (add it to the root's components)`);
    return { $ref: `#/components/${kind}/${name}` };
  };
  for (let [path, item] of Object.entries(doc.paths ?? {})) {
    if ('x-parameters' in item) {
      const set = parameterSets[item['x-parameters']];
      if (!Array.isArray(set)) throw new Error(`${path}: x-parameters "${item['x-parameters']}" is not one of common.yaml's x-parameter-sets`);
      if ('parameters' in item) throw new Error(`${path}: both parameters and x-parameters`);
      item = doc.paths[path] = replaceKey(item, 'x-parameters', { parameters: set.map((name) => ref('parameters', name, path)) });
    }
    for (const method of METHODS) {
      const op = item[method];
      if (!op || !('x-errors' in op)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const set = errorSets[op['x-errors']];
      if (typeof set !== 'object' || set === null) throw new Error(`${where}: x-errors "${op['x-errors']}" is not one of common.yaml's x-error-sets`);
      op.responses ??= {};
      for (const [code, name] of Object.entries(set)) {
        // An operation's own answer for a code (a more precise 404) wins, as `<<:` let it.
        if (!(code in op.responses)) op.responses[code] = ref('responses', name, where);
      }
      delete op['x-errors'];
    }
  }
  const text = JSON.stringify(doc.paths ?? {});
  const firstUse = (kind) => [...text.matchAll(new RegExp(`"#/components/${kind}/([^"]+)"`, 'g'))].map((match) => match[1]);
  for (const kind of ['parameters', 'responses']) {
    if (components[kind]) components[kind] = ordered(components[kind], firstUse(kind));
  }
  const kinds = Object.keys(components).filter((kind) => text.includes(`"#/components/${kind}/`));
  kinds.sort((a, b) => text.indexOf(`"#/components/${a}/`) - text.indexOf(`"#/components/${b}/`));
  // Kinds no path refers to (the security schemes, named by `security`) stay first.
  if (doc.components) doc.components = ordered(components, [...Object.keys(components).filter((kind) => !kinds.includes(kind)), ...kinds]);
  return doc;
}

/** A contract that cannot be bundled: its message is the linter's report, for a person to read. */
export class ContractError extends Error {
  name = 'ContractError';
}

/** Bundles `root` (openapi/wallet.yaml) into the JSON file `out`, sets expanded; returns the document. */
export function bundleContract(root, out) {
  try {
    execFileSync(join('node_modules', '.bin', 'redocly'), ['bundle', root, '-o', out, '--ext', 'json'], {
      stdio: 'pipe',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
  } catch (error) {
    // Redocly's own report (file, line, what is wrong) is the message: no stack trace under it.
    const output = error && typeof error === 'object' ? `${error.stdout ?? ''}${error.stderr ?? ''}` : '';
    // Without Redocly's boxed notices (its Node.js deprecation banner): the report alone.
    // eslint-disable-next-line no-control-regex -- the terminal colours Redocly writes when it thinks it may
    const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
    const said = plain.split('\n').filter((line) => !/^\s*[╔║╚]/.test(line)).join('\n').trim();
    throw new ContractError(`The contract ${root} could not be bundled:\n${said || String(error)}`);
  }
  const doc = expandSets(JSON.parse(readFileSync(out, 'utf8')));
  writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
  return doc;
}
