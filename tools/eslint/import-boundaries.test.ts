import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSpecifier, violation } from './import-boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');
const web = (p: string) => path.join(root, 'apps/web/src', p);
const check = (from: string, spec: string) => {
  const target = resolveSpecifier(from, spec);
  return target && violation(from, target);
};

describe('import boundaries (STYLE.md: shared -> features -> app)', () => {
  it('lets a feature use shared code and the app use features', () => {
    expect(check(web('features/auth/api/login.ts'), '@/shared/api/client')).toBeNull();
    expect(check(web('app/routes/home.tsx'), '../../features/content/components/x')).toBeNull();
    expect(check(web('features/auth/x.ts'), './y')).toBeNull();
  });
  it('refuses a feature importing another feature, by relative path or alias', () => {
    expect(check(web('features/auth/x.ts'), '../home/y')).toMatch(/auth must not import the home/);
    expect(check(web('features/auth/x.ts'), '@/features/wallet/api/z')).toMatch(/wallet feature/);
  });
  it('refuses shared importing a feature, anything but app importing app, product importing tests', () => {
    expect(check(web('shared/ui/x.tsx'), '@/features/auth/y')).toMatch(/shared code/);
    expect(check(web('features/auth/x.ts'), '@/app/router')).toMatch(/app layer/);
    expect(check(web('shared/x.ts'), '@/testing/fixtures')).toMatch(/test code/);
    expect(check(web('features/auth/__tests__/x.test.tsx'), '@/testing/fixtures')).toBeNull();
  });
  it('keeps the web app and the server apart', () => {
    const from = web('shared/x.ts');
    expect(violation(from, path.join(root, 'apps/server/src/app.ts'))).toMatch(
      /apps\/web must not/,
    );
  });
});
