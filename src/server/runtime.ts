// The Node.js the app supports (docs/decisions/063): Node 24 LTS, which `npm install` brings as the npm
// package `node` and npm's scripts put first on the PATH. Started by another Node (say `node dist/server/
// main.js` with a system Node 20, past its end of life), the app refuses with a message that says what to do.

/** The major version of Node.js the app runs on. */
export const SUPPORTED_NODE_MAJOR = 24;

/** Null when `version` (process.versions.node) is supported, else the message to refuse with. */
export function unsupportedRuntime(version: string): string | null {
  const major = Number(version.split('.')[0]);
  if (major === SUPPORTED_NODE_MAJOR) return null;
  return (
    `The app runs on Node ${SUPPORTED_NODE_MAJOR} LTS; this is Node ${version}. ` +
    'Start it with npm (npm start), which uses the Node that npm install put in node_modules.'
  );
}
