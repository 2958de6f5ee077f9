import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findImportCycles, findModuleCycles, isTestCode } from './check-import-cycles.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name) => path.join(here, 'fixtures/import-cycles', name);
const names = (files) => files.map((file) => path.basename(file));

describe('check-import-cycles', () => {
  it('finds a circle of two files when one side imports only a type', () => {
    const cycles = findImportCycles([fixture('type-only-circle')]);
    expect(cycles).toHaveLength(1);
    expect(names(cycles[0].files)).toEqual(['order.ts', 'price.ts']);
    expect(names(cycles[0].circle)).toEqual(['order.ts', 'price.ts', 'order.ts']);
  });

  it('finds modules that use each other through their front doors without a circle of files', () => {
    expect(findImportCycles([fixture('module-circle')])).toEqual([]);
    expect(findModuleCycles([fixture('module-circle')])).toEqual([{ modules: ['x', 'y'], circle: ['x', 'y', 'x'] }]);
  });

  it('finds nothing where one module uses the other one way', () => {
    expect(findImportCycles([fixture('no-circle')])).toEqual([]);
    expect(findModuleCycles([fixture('no-circle')])).toEqual([]);
  });

  it("leaves tests and the modules' testing/ folders out of the module graph (decision 228)", () => {
    expect(findImportCycles([fixture('test-scaffolding')])).toEqual([]);
    expect(findModuleCycles([fixture('test-scaffolding')])).toEqual([]);
    expect(isTestCode(fixture('test-scaffolding/modules/y/testing/index.ts'))).toBe(true);
    expect(isTestCode(fixture('test-scaffolding/modules/y/greet.test.ts'))).toBe(true);
    expect(isTestCode(fixture('test-scaffolding/modules/y/greet.ts'))).toBe(false);
  });

  it('fails the command on a planted circle and passes on a clean tree', () => {
    const run = (folder) => {
      try {
        execFileSync(process.execPath, [path.join(here, 'check-import-cycles.mjs'), folder], { stdio: 'pipe' });
        return 0;
      } catch (error) {
        return error.status;
      }
    };
    expect(run(fixture('type-only-circle'))).toBe(1);
    expect(run(fixture('module-circle'))).toBe(1);
    expect(run(fixture('no-circle'))).toBe(0);
    expect(run(fixture('test-scaffolding'))).toBe(0);
  });
});
