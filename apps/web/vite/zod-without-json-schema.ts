import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// zod 4's classic schemas import its JSON Schema generator (json-schema-processors.js and
// to-json-schema.js, about 17 KB before compression) for `toJSONSchema()` and the Standard
// Schema `jsonSchema` entry, so every form route carried it although the app never asks a schema
// for its JSON Schema (the server makes the OpenAPI description, with the whole library). The web
// build gets stand-ins with the same export names that throw when called: a call would be a
// mistake to notice, not a silent wrong answer.
const GENERATOR = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

/** The names a module exports, read from its source (`export const|function X`, `export { X }`). */
function exportNames(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export (?:const|let|function\*?|class) ([A-Za-z_$][\w$]*)/gm))
    names.add(m[1]!);
  for (const m of source.matchAll(/^export \{([^}]*)\}/gm))
    for (const part of m[1]!.split(','))
      names.add(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      );
  names.delete('');
  return [...names];
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]!;
      if (!GENERATOR.test(file)) return null;
      const names = exportNames(readFileSync(file, 'utf8'));
      return [
        'const unavailable = () => { throw new Error("zod JSON Schema is not in the web build"); };',
        ...names.map((n) => `export const ${n} = unavailable;`),
      ].join('\n');
    },
  };
}
