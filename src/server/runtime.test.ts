import { describe, expect, it } from 'vitest';
import { SUPPORTED_NODE_MAJOR, unsupportedRuntime } from './runtime.ts';

describe('the supported Node', () => {
  it('is Node 24, and these tests run on it (npm puts node_modules/.bin first on the PATH)', () => {
    expect(SUPPORTED_NODE_MAJOR).toBe(24);
    expect(process.versions.node.split('.')[0]).toBe('24');
    expect(unsupportedRuntime(process.versions.node)).toBeNull();
  });

  it('refuses another major version with what to do', () => {
    expect(unsupportedRuntime('20.20.2')).toBe(
      'The app runs on Node 24 LTS; this is Node 20.20.2. ' +
        'Start it with npm (npm start), which uses the Node that npm install put in node_modules.',
    );
    expect(unsupportedRuntime('26.1.0')).not.toBeNull();
  });
});
