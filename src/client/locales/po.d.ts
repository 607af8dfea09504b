// A catalog imported from a .po file is compiled by @lingui/vite-plugin into its messages (docs/decisions/067).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
