import { defineConfig } from 'vitest/config';
import { webProjects } from './vitest.projects.js';

// For a run inside this folder; the root config lists the same two projects (vitest.projects.ts).
export default defineConfig({ test: { projects: webProjects } });
