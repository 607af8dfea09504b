import type { ChildProcess } from 'node:child_process';

/** Everything a child process writes to stdout and stderr, as it arrives: call the result to read it. */
export function collectOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return () => output;
}
