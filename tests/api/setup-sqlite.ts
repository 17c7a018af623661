import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): void {
  project.provide('database', { kind: 'sqlite' });
}
