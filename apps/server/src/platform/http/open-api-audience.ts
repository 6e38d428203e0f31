import type { OpenApiDocument } from './open-api-document.ts';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** Every local `$ref` under `node`. */
function refsIn(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => refsIn(n, found));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value);
      else refsIn(value, found);
    }
  }
  return found;
}

/** Component schemas the operations reach (through other components too). */
function reachableSchemas(doc: OpenApiDocument): Set<string> {
  const schemas = doc.components.schemas ?? {};
  const prefix = '#/components/schemas/';
  const reached = new Set<string>();
  const queue = [...refsIn(doc.paths, new Set())];
  while (queue.length > 0) {
    const ref = queue.pop()!;
    if (!ref.startsWith(prefix)) continue;
    const name = ref.slice(prefix.length);
    if (reached.has(name) || !(name in schemas)) continue;
    reached.add(name);
    queue.push(...refsIn(schemas[name], new Set()));
  }
  return reached;
}

/**
 * The public document: the player API only. Operations marked `x-internal` (the operator API,
 * vendors' server-to-server wallet, development routes, probes) are dropped with whatever only
 * they used: tags, component schemas, security schemes. Changes `doc` (a copy) in place.
 */
export function publicDocument(doc: OpenApiDocument): OpenApiDocument {
  const tagsUsed = new Set<string>();
  const schemesUsed = new Set<string>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      if (op['x-internal']) {
        delete operations[method];
        continue;
      }
      (op.tags as string[] | undefined)?.forEach((t) => tagsUsed.add(t));
      for (const requirement of (op.security as Record<string, unknown>[] | undefined) ?? []) {
        Object.keys(requirement).forEach((s) => schemesUsed.add(s));
      }
    }
    if (!Object.keys(operations).some((m) => METHODS.has(m))) delete doc.paths[path];
  }
  if (doc.tags) doc.tags = doc.tags.filter((t) => tagsUsed.has(t.name));
  const reached = reachableSchemas(doc);
  for (const name of Object.keys(doc.components.schemas ?? {})) {
    // The sealing's plaintext envelope is named by the sealed bodies' descriptions, not by a $ref.
    if (!reached.has(name) && name !== 'SealedPlaintext') delete doc.components.schemas![name];
  }
  for (const name of Object.keys(doc.components.securitySchemes ?? {})) {
    if (!schemesUsed.has(name)) delete doc.components.securitySchemes![name];
  }
  return doc;
}
