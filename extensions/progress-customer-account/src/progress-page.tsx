/** @jsxImportSource preact */
import '@shopify/ui-extensions/preact';
import { render } from 'preact';
import { ProgressPage } from './progress-view.tsx';

/** The extension's module for customer-account.page.render (shopify.extension.toml). */
export default async () => {
  render(<ProgressPage />, document.body);
};
