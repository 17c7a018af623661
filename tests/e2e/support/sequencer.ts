import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order test files start in. Vitest starts the files that took longest last time first, and on a fresh clone
 * (no record) the largest files first; but the e2e sweeps that walk every screen (screens-english.test.ts and
 * screens-hindi.test.ts: they call startScreenServer) are small files that run for minutes each, and one started last
 * would keep the run going alone on one of its workers. They start first, side by side.
 */
export class SweepsFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const sweeps = sorted.filter(isSweep);
    const first = sorted.findIndex(isSweep);
    if (first === -1) return sorted;
    // Before every other file of their project: projects run one after another, in the order sorted.
    const start = sorted.findIndex((spec) => spec.project.name === sorted[first]!.project.name);
    const rest = sorted.filter((spec) => !isSweep(spec));
    return [...rest.slice(0, start), ...sweeps, ...rest.slice(start)];
  }
}

function isSweep(spec: TestSpecification): boolean {
  return spec.project.name === 'e2e' && readFileSync(spec.moduleId, 'utf8').includes('startScreenServer(');
}
