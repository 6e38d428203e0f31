// Enforces the one-way import flow of STYLE.md: shared -> features -> app inside apps/web, no
// feature importing another feature, and apps/web and apps/server never importing each other.
// A local rule because it only needs path arithmetic, not a resolver plugin.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const web = path.join(root, 'apps/web/src');
const server = path.join(root, 'apps/server');
const webApp = path.join(root, 'apps/web');

const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);

/** Which zone of the web app a file belongs to: 'app', 'shared', 'testing', `feature:<name>` or null. */
function webZone(file) {
  if (!inside(file, web)) return null;
  const parts = path.relative(web, file).split(path.sep);
  const [top, name] = parts;
  if (top === 'testing' || parts.includes('__tests__') || /\.test\.tsx?$/.test(file))
    return 'testing';
  if (top === 'features' && name) return `feature:${name}`;
  if (top === 'app') return 'app';
  return 'shared';
}

/** Resolves a relative specifier or the web app's `@/` alias to a path; null for packages. */
function resolveSpecifier(fromFile, spec) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  if (spec.startsWith('@/') && inside(fromFile, webApp)) return path.join(web, spec.slice(2));
  return null;
}

function violation(fromFile, target) {
  if (inside(fromFile, webApp) && inside(target, server))
    return 'apps/web must not import apps/server';
  if (inside(fromFile, server) && inside(target, webApp))
    return 'apps/server must not import apps/web';
  const from = webZone(fromFile);
  const to = webZone(target);
  if (!from || !to || from === to || from === 'testing') return null;
  if (to === 'testing') return 'product code must not import test code';
  if (to === 'app' && from !== 'app') return `${from} must not import the app layer`;
  if (from === 'shared' && to.startsWith('feature:'))
    return 'shared code must not import a feature';
  if (from.startsWith('feature:') && to.startsWith('feature:'))
    return `${from.slice(8)} must not import the ${to.slice(8)} feature; move what both need to shared`;
  return null;
}

export { violation, resolveSpecifier };

export default {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string') return;
          if (spec === '@app/server' && inside(file, webApp))
            return context.report({ node, message: 'apps/web must not import apps/server' });
          if (spec === '@app/web' && inside(file, server))
            return context.report({ node, message: 'apps/server must not import apps/web' });
          const target = resolveSpecifier(file, spec);
          if (!target) return;
          const message = violation(file, target);
          if (message) context.report({ node, message });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
