/** A refusal or failure an operator can act on; the command prints its message without a stack. */
export class OpsError extends Error {
  override name = 'OpsError';
}
